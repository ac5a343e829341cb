import type { Logger } from "../logging/json-logger.js";

/**
 * Runs `sweep` every `intervalSeconds` (0 = never; the services then sweep on `clock.tick` and on
 * every event they handle). One sweep at a time; a failing sweep is logged and tried again on the
 * next tick. The timer does not keep the process alive. Returns the function that stops it.
 */
export function startSweeper(
  intervalSeconds: number,
  sweep: () => Promise<unknown>,
  logger: Logger,
): () => void {
  if (intervalSeconds <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep()
      .catch((error: unknown) => logger.error("deadline sweep failed", { error }))
      .finally(() => {
        running = false;
      });
  }, intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

export const CLOCK_TICK = "clock.tick";
