import { describe, expect, it } from "vitest";
import { defaultGazetteer } from "./gazetteer.js";
import { nameWords } from "./name-words.js";
import { findSelfIntroductionNames } from "./self-introduction-names.js";

const g = defaultGazetteer();
const names = (text: string) =>
  findSelfIntroductionNames(text, "entity", nameWords(g), g).map((f) => text.slice(f.start, f.end));

describe("names in a self-introduction", () => {
  it.each([
    ["My name is Kwame Mensah and I need help.", ["Kwame Mensah"]],
    ["Ich bin Jürgen Weiß, Kunde seit 2019.", ["Jürgen Weiß"]],
    ["Call me back, it's Sofía.", ["Sofía"]],
    ["Ονομάζομαι Ελένη Νικολάου.", ["Ελένη Νικολάου"]],
    ["اسمي يوسف حداد.", ["يوسف حداد"]],
    ["שמי נועה כץ.", ["נועה כץ"]],
    ["मेरा नाम अंकित वर्मा है।", ["अंकित वर्मा"]],
    ["제 이름은 이수진입니다.", ["이수진"]],
    ["私の名前は佐藤花子です。", ["佐藤花子"]],
  ])("%s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("leaves weak cues before words that are no names alone", () => {
    expect(names("I'm Happy to help. This is Important.")).toEqual([]);
    expect(names("Ich bin Kunde seit Jahren")).toEqual([]);
    expect(names("It's Monday again")).toEqual([]);
    expect(names("私は学生です")).toEqual([]);
  });

  it("reads a megabyte of repeated cues in one pass", () => {
    names("My name is ".repeat(90_000));
    expect(names("my name is Ana ".repeat(70_000))).toHaveLength(70_000);
  });
});
