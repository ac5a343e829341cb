import { createRedactor } from "../src/pipeline/redactor.js";

const r = createRedactor({ secret: "evaluation-secret-0123456789" });
for (const t of process.argv.slice(2)) {
  const x = await r.redact(t);
  console.log(x.text, JSON.stringify(x.spans.map((s) => [s.type, t.slice(s.start, s.end)])));
}
