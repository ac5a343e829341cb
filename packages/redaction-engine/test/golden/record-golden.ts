// Writes golden-output.json from the engine as it is now. Run only when an output change is
// intended (and say so in the commit): node --conditions=source --import tsx test/golden/record-golden.ts
import { writeFileSync } from "node:fs";
import { goldenOutput } from "./golden-output.js";

const path = new URL("./golden-output.json", import.meta.url);
// One document per line: small enough to keep in git, and a changed document is one changed line.
const sets = Object.entries(await goldenOutput()).map(
  ([name, docs]) => `${JSON.stringify(name)}: [\n${docs.map((d) => JSON.stringify(d)).join(",\n")}\n]`,
);
writeFileSync(path, `{\n${sets.join(",\n")}\n}\n`);
console.log(`wrote ${path.pathname}`);
