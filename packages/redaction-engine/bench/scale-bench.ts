// Time against text size: the default pipeline on 100 KB ... 1 MB texts made of the bench
// documents (mixed PII) and of paragraphs where a few entities repeat many times. Linear cost
// shows as a flat ms-per-MB column. Profile a size with:
//   node --cpu-prof --conditions=source --import tsx bench/scale-bench.ts 800
import { createDefaultDetectors, createRedactor } from "../src/index.js";
import { benchDocuments } from "./bench-corpus.js";

const SIZES_KB = (process.argv[2] ?? "100,400,800,1024").split(",").map(Number);

function repeatedEntities(bytes: number): string {
  const names = ["Anna Schmidt", "Peter Müller", "John Miller", "Maria Garcia", "Acme Holdings GmbH"];
  let text = "";
  for (let i = 0; text.length < bytes; i++) {
    const n = names[i % names.length]!;
    text +=
      `Dear ${n}, please call ${n.split(" ")[0]} at +44 20 7946 0${String(i % 1000).padStart(3, "0")} ` +
      `or mail a${i % 50}@example.com. ${n.split(" ").at(-1)} met Person${i} Visitor${i}.\n`;
  }
  return text.slice(0, bytes);
}

function mixed(bytes: number): string {
  const base = benchDocuments().join("\n\n");
  let text = "";
  while (text.length < bytes) text += `${base}\n\n`;
  return text.slice(0, bytes);
}

const detectors = createDefaultDetectors();
console.log("| text | KB | ms | ms per MB | spans |");
console.log("|---|---|---|---|---|");
for (const [label, make] of [
  ["mixed", mixed],
  ["repeated entities", repeatedEntities],
] as const) {
  for (const kb of SIZES_KB) {
    const text = make(kb * 1024);
    const redactor = createRedactor({ secret: "scale-bench-secret-0123", detectors });
    const started = performance.now();
    const result = await redactor.redact(text);
    const ms = performance.now() - started;
    console.log(
      `| ${label} | ${kb} | ${ms.toFixed(0)} | ${((ms * 1024) / kb).toFixed(0)} | ${result.spans.length} |`,
    );
  }
}
