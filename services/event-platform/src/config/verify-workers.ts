/**
 * How many worker threads verify signatures for a `bus.verify_workers` setting. A number is taken
 * as it is. "auto" gives one worker to the daemon on a machine with two or more cores, where the
 * main thread is busy with HTTP, signing and delivery and a second core is there to verify, and
 * verifies inline everywhere else: on one core a worker only adds message passing, and a library
 * embedder or a one-shot command should not start threads it did not ask for.
 * (docs/decisions/0006-verification-workers-by-core-count.md)
 */
export function verifyWorkerCount(
  setting: number | "auto",
  { daemon, cores }: { daemon: boolean; cores: number },
): number {
  if (setting !== "auto") return setting;
  return daemon && cores >= 2 ? 1 : 0;
}
