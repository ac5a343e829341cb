import type { DetectContext, Detector } from "../src/finding.js";

/** One build's copy of a stage. */
export interface StageBuild {
  readonly name: string;
  readonly detector: Detector;
}

/**
 * Runs the builds of one stage over the texts in alternating rounds (so machine load falls on
 * all alike) and prints CPU-time MB/s (median and best round) and per-document p50/p99 of each,
 * then the first build's median round over each other's: the speed-up of the later build.
 */
export function compareStage(
  stage: string,
  texts: readonly string[],
  builds: readonly StageBuild[],
  context: DetectContext,
  rounds: number,
): void {
  const bytes = texts.reduce((n, t) => n + Buffer.byteLength(t), 0);
  const passCpuMs = new Map<string, number[]>(builds.map((b) => [b.name, []]));
  const docMs = new Map<string, number[]>(builds.map((b) => [b.name, []]));
  for (let round = -2; round < rounds; round++) {
    for (const b of round % 2 === 0 ? builds : [...builds].reverse()) {
      const cpu = process.cpuUsage();
      for (const t of texts) {
        const s = performance.now();
        b.detector.detect(t, context);
        if (round >= 0) docMs.get(b.name)!.push(performance.now() - s);
      }
      const used = process.cpuUsage(cpu);
      if (round >= 0) passCpuMs.get(b.name)!.push((used.user + used.system) / 1000);
    }
  }
  const at = (xs: number[], q: number) =>
    [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
  console.log(`${stage}: ${texts.length} documents, ${bytes} bytes, ${rounds} alternating rounds`);
  console.log(
    "| build | MB/s (median round, CPU) | MB/s (best round, CPU) | p50 ms | p99 ms |\n|---|---|---|---|---|",
  );
  const mbs = (ms: number) => (bytes / 1e6 / (ms / 1000)).toFixed(2);
  for (const b of builds) {
    const docs = docMs.get(b.name)!;
    const passes = passCpuMs.get(b.name)!;
    console.log(
      `| ${b.name} | ${mbs(at(passes, 0.5))} | ${mbs(at(passes, 0))} | ${at(docs, 0.5).toFixed(3)} | ${at(docs, 0.99).toFixed(3)} |`,
    );
  }
  const first = at(passCpuMs.get(builds[0]!.name)!, 0.5);
  for (const b of builds.slice(1))
    console.log(
      `${b.name} vs ${builds[0]!.name} (median CPU round): ${(first / at(passCpuMs.get(b.name)!, 0.5)).toFixed(2)}x`,
    );
}
