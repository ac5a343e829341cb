import { describe, expect, it } from "vitest";
import { TUNE_CORPUS } from "../eval/corpus-2026/tune.js";
import { parseMarkup } from "../eval/labelled-doc.js";
import { sha256Hex } from "../src/hashing.js";
import { TAGGER_MODEL } from "../src/tagger/generated/tagger-weights.js";
import { Script } from "../src/tagger/tagger-tokens.js";
import { withOpeners } from "../train/chat-openers.js";
import { generatedDocuments } from "../train/generated-documents.js";
import { buildNameFilter } from "../train/name-pools.js";
import { SHIPPED_RECIPE, serialise, shippedTemplates, trainTagger } from "../train/tagger-recipe.js";
import { rewrite, rng } from "../train/training-data.js";
import { varyWords } from "../train/vary-words.js";

// Training is deterministic (decision 0037): the same recipe, seed and templates give the same
// weights byte for byte, so the shipped module can be checked against the script that made it.
describe("tagger training", () => {
  const small = {
    variants: 2,
    epochs: 2,
    rowsLog2: 12,
    seed: 3,
    dropout: 0.2,
    members: 2,
    prune: 1,
    generated: 20,
    openers: 0.3,
    varyWords: 0.3,
    contrast: true,
  };
  const templates = TUNE_CORPUS.slice(0, 6);
  const names = buildNameFilter(false);

  it("gives the same weights for the same seed and other weights for another", () => {
    const a = serialise(trainTagger(templates, small), names).digest;
    expect(serialise(trainTagger(templates, small), names).digest).toBe(a);
    expect(serialise(trainTagger(templates, { ...small, seed: 4 }), names).digest).not.toBe(a);
  });

  it("rewrites a template with other names of the same script and case, keeping the other values", () => {
    const marked =
      "Hi [[PERSON|li na]], [[PERSON|Иван]] from [[ORG|Acme Foods GmbH]] paid [[IBAN|DE89370400440532013000]].";
    const once = rewrite(marked, rng(1));
    expect(rewrite(marked, rng(1))).toBe(once);
    const values = [...once.matchAll(/\[\[([A-Z_]+)\|([^\]]+)\]\]/g)].map((m) => [m[1], m[2]!]);
    expect(values[0]![1]).toMatch(/^[\p{Ll} ]+$/u);
    expect(values[1]![1]).toMatch(/^[\p{Script=Cyrillic}]+$/u);
    expect(values[2]![0]).toBe("ORG");
    expect(values[2]![1]).not.toBe("Acme Foods GmbH");
    expect(values[3]).toEqual(["IBAN", "DE89370400440532013000"]);
  });

  it("generates the same documents for a seed, in many scripts, with particles and prefixes outside the names", () => {
    const docs = generatedDocuments(300, 11);
    expect(generatedDocuments(300, 11)).toEqual(docs);
    expect(generatedDocuments(300, 12)).not.toEqual(docs);
    const all = docs.join("\n");
    // Korean particles and Japanese titles follow the marked name; Hebrew and Arabic prefixes precede it.
    expect(all).toMatch(/\[\[PERSON\|[\p{Script=Hangul}]+\]\](?:님|씨|에게|의|이)/u);
    expect(all).toMatch(/\[\[PERSON\|[^\]]+\]\](?:さん|様|经理|先生)/u);
    expect(all).toMatch(/(?:ל|ו|ل|و)\[\[PERSON\|/u);
    // Lower-case chat names, organisations without a legal form, and every document parses.
    expect(all).toMatch(/\[\[PERSON\|[\p{Ll} ]+\]\]:/u);
    expect(all).toMatch(/\[\[ORG\|[^\]]*(?:Hospital|University|Bank|Pharmacy)/u);
    for (const [i, d] of docs.entries()) expect(parseMarkup(`g${i}`, d).text).not.toContain("[[");
  });

  it("opens chat messages after their speaker only, with an opener that is no name or a marked vocative", () => {
    const marked = [
      "[02:22] [[PERSON|ana lima]]: vou ver amanhã",
      "**[[PERSON|rory]]**: ok",
      "Patient: [[PERSON|Jane Roe]]     MRN: MGH-1",
      "Agent [[PERSON|Glen]] 10:17: Thanks.",
    ].join("\n");
    const r = rng(5);
    const opened = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const lines = withOpeners(marked, r, 1, () => Script.LATIN).split("\n");
      expect(lines.slice(2)).toEqual([
        "Patient: [[PERSON|Jane Roe]]     MRN: MGH-1",
        "Agent [[PERSON|Glen]] 10:17: Thanks.",
      ]);
      expect(lines[0]).toMatch(/^\[02:22\] \[\[PERSON\|ana lima\]\]: .*vou ver amanhã$/);
      opened.add(lines[0]!.slice("[02:22] [[PERSON|ana lima]]: ".length, -"vou ver amanhã".length));
      expect(parseMarkup("o", lines.join("\n")).text).not.toContain("[[");
    }
    // Nothing, interjections (`Valeu! `), ordinary words and marked vocatives all occur.
    expect(opened.has("")).toBe(true);
    expect([...opened].some((o) => o.startsWith("[[PERSON|"))).toBe(true);
    expect([...opened].some((o) => /^\p{L}/u.test(o))).toBe(true);
  });

  it("varies capitalised non-name words but not the marks, labels or words just before a name", () => {
    const marked =
      "Betreff: Lieferung verspätet\nSehr geehrte Frau [[PERSON|Anna Weber]], die Ware kommt Montag nach Bremen.";
    const r = rng(9);
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const varied = varyWords(marked, r, 1);
      expect(varied).toMatch(
        /^Betreff: \S+ verspätet\nSehr geehrte Frau \[\[PERSON\|Anna Weber\]\], die \S+ kommt \S+ nach \S+\.$/u,
      );
      seen.add(varied);
    }
    expect(seen.size).toBeGreaterThan(10);
    expect(varyWords(marked, rng(9), 0)).toBe(marked);
  });

  it("holds a digest that matches the shipped module's own fields", () => {
    const m = TAGGER_MODEL;
    expect(sha256Hex(`${m.rows}|${m.scale}|${m.transitions.join(",")}|${m.table}|${m.nameFilter}`)).toBe(
      m.digest,
    );
  });

  it("reproduces the shipped weights from the training script's recipe", { timeout: 300_000 }, () => {
    const weights = trainTagger(shippedTemplates(), SHIPPED_RECIPE);
    expect(serialise(weights, names).digest).toBe(TAGGER_MODEL.digest);
  });
});
