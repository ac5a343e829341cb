/** The spec's restart delay: backoff_seconds x 2^(failures-1), capped at `capSeconds` (60). */
export function restartDelaySeconds(backoffSeconds: number, failures: number, capSeconds = 60): number {
  if (failures < 1) return 0;
  return Math.min(capSeconds, backoffSeconds * 2 ** (failures - 1));
}
