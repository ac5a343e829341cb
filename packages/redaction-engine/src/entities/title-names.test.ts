import { describe, expect, it } from "vitest";
import { defaultGazetteer } from "./gazetteer.js";
import { nameWords } from "./name-words.js";
import { findTitleNames } from "./title-names.js";

const g = defaultGazetteer();
const names = (text: string) =>
  findTitleNames(text, "entity", nameWords(g), g).map((f) => text.slice(f.start, f.end));

describe("names after a personal title", () => {
  it.each([
    ["Le dossier a été transmis à Mme Dupont hier.", ["Dupont"]],
    ["J'ai parlé avec M. Dupont.", ["Dupont"]],
    ["Guten Tag Herr Lukas Gruber, danke.", ["Lukas Gruber"]],
    ["La Sra. Ruiz llamó ayer.", ["Ruiz"]],
    ["I met Mr. Will Turner at noon", ["Will Turner"]],
    ["Please call Ms. Summer tomorrow", ["Summer"]],
    ["met with dr. ana souza; she will call", ["ana souza"]],
    ["Dr. J. R. Okafor signed it", ["J. R. Okafor"]],
    ["Звонил Г-н Иванов утром", ["Иванов"]],
  ])("%s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("leaves titles before ordinary words and initials before a title alone", () => {
    expect(names("Dear Mr. President, thank you")).toEqual([]);
    expect(names("mr will see you now")).toEqual([]);
    expect(names("Our Sr. Engineer left")).toEqual([]);
    // `M.` after an initial is an initial itself: the whole name is another rule's.
    expect(names("signed J. M. Dupont")).toEqual([]);
    expect(names("Mrs. Walsh Thanks you")).toEqual(["Walsh"]);
    expect(names("Mr Smith Mrs Jones")).toEqual(["Smith", "Jones"]);
  });

  it("reads a megabyte of repeated cues and names in one pass", () => {
    names("Mr ".repeat(350_000));
    names("Dr. A. ".repeat(150_000));
    expect(names("Mme Dupont ".repeat(100_000))).toHaveLength(100000);
  });
});
