import { describe, expect, it } from "vitest";
import { expectLinearCpu } from "../../test/support/cpu-growth.js";
import { defaultGazetteer } from "./gazetteer.js";
import { findInitialNames } from "./initial-names.js";
import { nameWords } from "./name-words.js";

const g = defaultGazetteer();
const names = (text: string) =>
  findInitialNames(text, "entity", nameWords(g), g).map((f) => text.slice(f.start, f.end));

describe("names written with initials", () => {
  it.each([
    ["Please forward the file to J. R. Okafor before Friday.", ["J. R. Okafor"]],
    ["The report was signed by A.K. Sharma and approved.", ["A.K. Sharma"]],
    ["Подписал Е. В. Соколовская.", ["Е. В. Соколовская"]],
    ["Reviewer: U. Bachmann-Frei", ["U. Bachmann-Frei"]],
    ["Authors: Okafor, J. and Lindqvist, M.", ["Okafor, J.", "Lindqvist, M."]],
    ["cited as Dubois, J.-P. (2019)", ["Dubois, J.-P."]],
    ["Reviewed by Sharma AK on 3 March.", ["Sharma AK"]],
    ["Signed: D. Smith", ["D. Smith"]],
    ["Atendido por D. Álvaro Saavedra Luque", ["Álvaro Saavedra Luque"]],
  ])("%s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("leaves acronyms, ordinary words and places alone", () => {
    expect(names("The U.S. Army base")).toEqual([]);
    expect(names("P.S. Thanks again")).toEqual([]);
    expect(names("Ask Sharma IT about it")).toEqual([]);
    expect(names("Ship to Paris, F.")).toEqual([]);
    expect(names("Report AK figures")).toEqual([]);
    // Three bare capitals are an acronym, not initials.
    expect(names("Sharma API docs")).toEqual([]);
    expect(names("B.S. Computer Science, B.Tech, B.Sc Physics")).toEqual([]);
    expect(names("МГУ имени М. В. Ломоносова")).toEqual([]);
    expect(names("I. Назначено лечение")).toEqual([]);
    // The initial belongs to the next name: `Berlin, M. Dupont` is no `Berlin, M.`.
    expect(names("Berlin, M. Dupont said")).toEqual(["M. Dupont"]);
  });

  // The patterns run only from trigger positions (a `.`, `, `, a space before a capital); these pin
  // that they find what a scan of every position finds: back to back, after a letter, astral capitals.
  it.each([
    ["𝐀. Okafor signed", ["𝐀. Okafor"]],
    ["Signed J. Okafor K. Lindqvist today", ["J. Okafor", "K. Lindqvist"]],
    ["xOkafor, J. and Okafor, J.-P.", ["Okafor, J.-P."]],
    ["Okafor, J., Lindqvist, M.", ["Okafor, J.", "Lindqvist, M."]],
    ["Pérez, Á. cited", ["Pérez, Á."]],
    ["Sharma AK, Gupta RK and Rao Q", ["Sharma AK", "Gupta RK", "Rao Q"]],
    ["Sharma A.K. Okafor", ["A.K. Okafor"]],
    ["M.Okafor J. Okafor", ["J. Okafor"]],
  ])("from trigger positions: %s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("walks back over a megabyte-long word once", () => {
    const long = (scale: number) =>
      names(`${"Ab".repeat(62_500 * scale)} AB, ${"x".repeat(62_500 * scale)}, C.`);
    expect(long(8)).toEqual([]);
    expectLinearCpu(long, 1);
  });

  it("reads a megabyte of repeated cues and names in one pass", () => {
    names("A. ".repeat(350_000));
    expect(names("Okafor, J. ".repeat(100_000))).toHaveLength(100000);
    names("Sharma ".repeat(150_000));
  });
});
