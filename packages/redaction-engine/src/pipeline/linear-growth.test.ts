import { describe, expect, it } from "vitest";
import { candidateRuns, MAX_RUN_WORDS } from "../entities/candidate-runs.js";
import { defaultGazetteer } from "../entities/gazetteer.js";
import { tokenize } from "../entities/tokens.js";
import { countingMeter } from "../work-meter.js";
import { createRedactor } from "./redactor.js";

const SECRET = "linear-growth-secret-0123";

/**
 * `blocks` paragraphs full of entities: a few people and companies repeated in every paragraph
 * (the case that used to be quadratic: every token was checked against every full name found)
 * and one new person per paragraph, so the set of distinct entities grows with the text too.
 */
function document(blocks: number): string {
  const parts: string[] = [];
  for (let i = 0; i < blocks; i++) {
    parts.push(
      `Dear Anna Schmidt, Peter Müller of Acme Holdings GmbH spoke with Maria Garcia about ticket ${i}. ` +
        `Schmidt asked Garcia to call +44 20 7946 0${String(i % 1000).padStart(3, "0")} or mail ` +
        `a${i % 50}@example.com. Visitor Nummer${i} Person${i} came from ${i % 250}.1.2.3 today.\n`,
    );
  }
  return parts.join("");
}

async function unitsFor(blocks: number): Promise<number> {
  const meter = countingMeter();
  const redactor = createRedactor({ secret: SECRET, meter });
  await redactor.redact(document(blocks));
  return meter.units;
}

describe("cost grows linearly with the text (counted work, no timing)", () => {
  it("counts the same work per paragraph at 50, 200 and 800 paragraphs", async () => {
    const small = await unitsFor(50);
    const medium = await unitsFor(200);
    const large = await unitsFor(800);
    expect(small).toBeGreaterThan(0);
    // Linear: 4x the text is 4x the work, within 5% (the fixed part of a request is tiny).
    expect(medium / small).toBeGreaterThan(3.8);
    expect(medium / small).toBeLessThan(4.2);
    expect(large / medium).toBeGreaterThan(3.8);
    expect(large / medium).toBeLessThan(4.2);
  });

  it("counts the same work per line in a chat whose speakers are all different (issue 22)", async () => {
    // One new speaker per line, each mentioned again later: searching the text once per speaker,
    // as the speaker pass once did, made this quadratic.
    const chat = (lines: number) =>
      Array.from({ length: lines }, (_, i) => {
        const name = `user${i.toString(36).replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;
        return `${name} 10:${String(i % 60).padStart(2, "0")}  hi, thanks ${name}\n`;
      }).join("");
    const units = async (lines: number) => {
      const meter = countingMeter();
      await createRedactor({ secret: SECRET, meter }).redact(chat(lines));
      return meter.units;
    };
    const [small, large] = [await units(500), await units(2000)];
    expect(large / small).toBeGreaterThan(3.8);
    expect(large / small).toBeLessThan(4.2);
  });

  it("cuts a long capitalised stretch into runs of at most MAX_RUN_WORDS words", () => {
    const tokens = tokenize("Anna ".repeat(1000));
    const runs = candidateRuns(tokens, defaultGazetteer());
    expect(runs.length).toBeGreaterThanOrEqual(Math.floor(1000 / MAX_RUN_WORDS));
    expect(Math.max(...runs.map((r) => r.tokens.length))).toBe(MAX_RUN_WORDS);
  });

  it("handles 250 000 findings in one text without overflowing the stack", async () => {
    // Every `@` is an (invalid) email candidate: far more findings than a spread call can take.
    const text = "a@b ".repeat(250_000);
    const result = await createRedactor({ secret: SECRET }).redact(text);
    expect(result.text).toBe(text);
    expect(result.audit.rejected.EMAIL).toBe(250_000);
  });
});
