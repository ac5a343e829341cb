import { TUNE_CORPUS } from "./eval/corpus-2026/tune.js";
import { parseMarkup } from "./eval/labelled-doc.js";
import { createDefaultDetectors } from "./src/pipeline/default-detectors.js";
import { createRedactor } from "./src/pipeline/redactor.js";
import { createShippedTagger } from "./src/tagger/shipped-tagger.js";

const docs = TUNE_CORPUS.map((m, i) => parseMarkup(`d${i}`, m).text);
const bytes = docs.reduce((a, d) => a + Buffer.byteLength(d), 0);
const ctx = { types: new Set(["PERSON", "ORG"] as const), phoneRegions: ["US"] };
const tagger = createShippedTagger();
const on = createRedactor({ secret: "0123456789abcdef0123" });
const off = createRedactor({
  secret: "0123456789abcdef0123",
  detectors: createDefaultDetectors({ tagger: false }),
});
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
for (let round = 0; round < 4; round++) {
  const line: string[] = [];
  for (const [name, run] of [
    [
      "tagger alone",
      async () => {
        for (const d of docs) tagger.detect(d, ctx as never);
      },
    ],
    [
      "engine off",
      async () => {
        for (const d of docs) await off.redact(d);
      },
    ],
    [
      "engine on",
      async () => {
        for (const d of docs) await on.redact(d);
      },
    ],
  ] as const) {
    const c0 = cpu();
    for (let i = 0; i < 10; i++) await run();
    const c = cpu() - c0;
    line.push(`${name} ${((bytes * 10) / 1e6 / c).toFixed(2)}`);
  }
  console.log(round, line.join(" | "), "MB per CPU second");
}
console.log("load", (await import("node:os")).loadavg());
