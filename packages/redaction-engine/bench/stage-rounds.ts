// **Caution (2026-11-28):** two builds in one process are not measured alike: a whole-pipeline
// A/B of identical copies gave 0.64x (compare-builds.ts), and an entity-stage A/B of identical
// copies about 0.80x, the build created second the slower. Check a stage ratio with the builds in
// both orders, or prefer compare-processes.ts for the whole engine.
// Alternating rounds of two builds of one stage on the same texts, for the compare-*-stage scripts:
// CPU time per pass (machine load falls on both builds alike) and wall time per document.

export interface StageBuild {
  readonly name: string;
  readonly run: (text: string) => unknown;
}

/**
 * Runs every build over every text, `rounds` times after two warm-up rounds, the builds' order
 * reversed every other round; prints CPU-time MB/s (median and best round), p50/p99 per document
 * and the ratio of the first build's median CPU time to the second's.
 */
export function compareInRounds(
  label: string,
  builds: readonly [StageBuild, StageBuild],
  texts: readonly string[],
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
        b.run(t);
        if (round >= 0) docMs.get(b.name)!.push(performance.now() - s);
      }
      const used = process.cpuUsage(cpu);
      if (round >= 0) passCpuMs.get(b.name)!.push((used.user + used.system) / 1000);
    }
  }
  const at = (xs: number[], q: number) =>
    [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
  const mbs = (ms: number) => (bytes / 1e6 / (ms / 1000)).toFixed(2);
  console.log(`${label}: ${texts.length} documents, ${bytes} bytes, ${rounds} alternating rounds`);
  console.log(
    "| build | MB/s (median round, CPU) | MB/s (best round, CPU) | p50 ms | p99 ms |\n|---|---|---|---|---|",
  );
  for (const b of builds) {
    const docs = docMs.get(b.name)!;
    console.log(
      `| ${b.name} | ${mbs(at(passCpuMs.get(b.name)!, 0.5))} | ${mbs(at(passCpuMs.get(b.name)!, 0))} | ${at(docs, 0.5).toFixed(3)} | ${at(docs, 0.99).toFixed(3)} |`,
    );
  }
  const median = (b: StageBuild) => at(passCpuMs.get(b.name)!, 0.5);
  console.log(
    `ratio (${builds[0].name} / ${builds[1].name} CPU time, median round): ${(median(builds[0]) / median(builds[1])).toFixed(2)}x`,
  );
}
