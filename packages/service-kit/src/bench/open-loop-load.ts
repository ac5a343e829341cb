import { Agent, request as httpRequest } from "node:http";

export interface OpenLoopRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface OpenLoopOptions {
  /** Base URL, e.g. `http://127.0.0.1:8000`. */
  url: string;
  /** Requests per second offered, on average. */
  rate: number;
  /**
   * When requests are due: `even` (default) every 1/rate s; `poisson`, independent arrivals (gaps
   * drawn from an exponential distribution of mean 1/rate s, seeded), the bursts real clients make.
   */
  arrivals?: "even" | "poisson";
  /** Seed of the Poisson arrival times (default 1), so two runs offer the same schedule. */
  seed?: number;
  durationSeconds: number;
  /** The next request to send. */
  next: () => OpenLoopRequest;
  /** Sockets kept open to the server (default 64). */
  sockets?: number;
}

export interface OpenLoopResult {
  sent: number;
  /** Answers with a 2xx status. */
  ok: number;
  /** Non-2xx answers and failed requests. */
  errors: number;
  /** Completed requests per second over the run. */
  rate: number;
  /** Latency percentiles in ms, measured from each request's scheduled time. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/**
 * Offers a fixed load: request i is due at start + i / rate (or at the i-th arrival of a Poisson
 * process of that rate), whether or not earlier ones have been answered (an open loop, as real
 * traffic arrives). Latency runs from the scheduled time, so a server
 * that falls behind is charged for the wait (no coordinated omission). autocannon's `overallRate`
 * instead lets each connection send its whole per-second quota at once at the start of every second,
 * which measures burst queueing rather than latency at that rate.
 */
export async function openLoopLoad(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const { hostname, port } = new URL(options.url);
  const agent = new Agent({ keepAlive: true, maxSockets: options.sockets ?? 64 });
  const total = Math.round(options.rate * options.durationSeconds);
  const latencies: number[] = [];
  let ok = 0;
  let errors = 0;
  let sent = 0;
  let done = 0;
  const start = performance.now();

  const fire = (scheduled: number) =>
    new Promise<void>((resolve) => {
      const { method, path, headers = {}, body } = options.next();
      const finish = (success: boolean) => {
        latencies.push(performance.now() - scheduled);
        if (success) ok++;
        else errors++;
        resolve();
      };
      const req = httpRequest(
        {
          host: hostname,
          port,
          method,
          path,
          agent,
          headers: body === undefined ? headers : { ...headers, "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on("end", () => finish((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300));
          res.on("error", () => finish(false));
        },
      );
      req.on("error", () => finish(false));
      req.end(body);
    });

  const dueAt = arrivalOffsets(total, options.rate, options.arrivals ?? "even", options.seed ?? 1);
  const pending: Promise<void>[] = [];
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now() - start;
      while (sent < total && dueAt[sent]! <= now) {
        const scheduled = start + dueAt[sent]!;
        sent++;
        pending.push(fire(scheduled).then(() => void done++));
      }
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    sent,
    ok,
    errors,
    rate: Math.round(done / elapsed),
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: round(latencies[latencies.length - 1] ?? 0),
  };
}

/** Milliseconds from the start at which each of `total` requests is due. */
export function arrivalOffsets(
  total: number,
  rate: number,
  arrivals: "even" | "poisson",
  seed: number,
): Float64Array {
  const at = new Float64Array(total);
  if (arrivals === "even") {
    for (let i = 0; i < total; i++) at[i] = (i * 1000) / rate;
    return at;
  }
  // A 32-bit LCG is plenty for arrival gaps, and the same seed gives the same schedule everywhere.
  let state = seed >>> 0;
  let t = 0;
  for (let i = 0; i < total; i++) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    const u = (state + 0.5) / 2 ** 32;
    at[i] = t;
    t += (-Math.log(u) * 1000) / rate;
  }
  return at;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
