import { describe, expect, it } from "vitest";
import { FIRST_NAME_PREFIX, firstNameKey, LAST_NAME_PREFIX, lastNameKey, NameFilter } from "./name-filter.js";
import { joinedEdges, joinedNameWindows, prefixedName, Window } from "./tagger-subword.js";
import { Script, taggerTokens } from "./tagger-tokens.js";

const filter = (first: string[], last: string[]) => {
  const f = NameFilter.empty(4096, 3);
  for (const n of first) f.add(firstNameKey(n));
  for (const n of last) f.add(lastNameKey(n));
  return f;
};

describe("name evidence below the word (decision 0040)", () => {
  it("marks known surnames and first names among joined characters", () => {
    const names = filter(["민준"], ["김"]);
    expect(names.hasPrefixed(FIRST_NAME_PREFIX, "민준")).toBe(true);
    expect(names.hasPrefixed(LAST_NAME_PREFIX, "김")).toBe(true);
    const text = "김민준님";
    const tokens = taggerTokens(text);
    const out = new Uint16Array(tokens.length + 4);
    joinedNameWindows(text, tokens, names, out, 2);
    expect(out[2]! & Window.LAST_STARTS).toBeTruthy();
    expect(out[2]! & Window.LAST_ENDS).toBeTruthy();
    expect(out[3]! & Window.FIRST_STARTS).toBeTruthy();
    expect(out[4]! & Window.IN_FIRST).toBeTruthy();
    expect(out[4]! & Window.FIRST_ENDS).toBeTruthy();
    expect(out[5]).toBe(0);
  });

  it("sees a known name behind an Arabic or Hebrew prefix, and nothing in other words", () => {
    const names = filter(["محمد", "דוד"], []);
    expect(prefixedName("ولمحمد", Script.ARABIC, names)).toBe(2);
    expect(prefixedName("لمحمد", Script.ARABIC, names)).toBe(1);
    expect(prefixedName("לדוד", Script.HEBREW, names)).toBe(1);
    expect(prefixedName("מחשב", Script.HEBREW, names)).toBe(0);
    expect(prefixedName("ldavid", Script.LATIN, names)).toBe(0);
  });

  it("cuts prefixes, Korean particles and CJK titles off a span's edges", () => {
    const names = filter(["דוד"], []);
    const edges = (text: string, value: string) => {
      const tokens = taggerTokens(text);
      const start = text.indexOf(value);
      const first = tokens.findIndex((t) => t.start === start);
      const [s, e] = joinedEdges(text, tokens, first, start, start + value.length, names);
      return text.slice(s, e);
    };
    expect(edges("שלחתי לדוד", "לדוד")).toBe("דוד");
    expect(edges("김민준님께서 왔다", "김민준님께서")).toBe("김민준");
    expect(edges("이지은 왔다", "이지은")).toBe("이지은");
    expect(edges("王伟经理说", "王伟经理")).toBe("王伟");
    expect(edges("佐藤様", "佐藤様")).toBe("佐藤");
    expect(edges("担当者の田中美咲が対応", "の田中美咲が")).toBe("田中美咲");
  });
});
