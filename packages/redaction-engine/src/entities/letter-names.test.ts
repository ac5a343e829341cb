import { describe, expect, it } from "vitest";
import { findLetterNames } from "./letter-names.js";

const names = (text: string) => findLetterNames(text, "entity").map((f) => text.slice(f.start, f.end));

describe("names in letters", () => {
  it.each([
    ["Beste Pieter,\n\nHierbij...", ["Pieter"]],
    ["Bonjour M. Duroc,\n\nJe me permets", ["Duroc"]],
    ["Kedves Gábor!\n\nMellékelem", ["Gábor"]],
    ["Thanks,\nWill\n\n---", ["Will"]],
    ["Un saludo,\nMaría José Fernández", ["María José Fernández"]],
    ["مع أطيب التحيات،\nخالد المنصوري", ["خالد المنصوري"]],
    ["Dear team,\nall good. Regards,\nAcme 2026", []],
    ["hi li na, the file is attached", ["li na"]],
    ["dear mark, thanks for the note", ["mark"]],
    ["hi there, quick question", []],
    ["hey guys, update below", []],
    ["hi can you check this: x", []],
  ])("%s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });
});
