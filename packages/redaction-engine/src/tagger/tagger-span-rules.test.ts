import { describe, expect, it } from "vitest";
import { loneCharacterOrg } from "./lone-character-orgs.js";
import { labelsToSpans } from "./tagger-decode.js";
import { Lex } from "./tagger-lexicon.js";
import { mixedCase, notAnOrganisation, notAPerson, onlyWords, trim } from "./tagger-span-rules.js";
import { taggerTokens } from "./tagger-tokens.js";

// Each case: a text, the words the model put in one span, and made-up word-list bits, so the rules
// are tested without the shipped weights.
function setUp(text: string, spanned: string, type: "PERSON" | "ORG", bits: Record<string, number> = {}) {
  const tokens = taggerTokens(text);
  const start = text.indexOf(spanned);
  const end = start + spanned.length;
  const labels = tokens.map((t) => {
    if (t.start < start || t.end > end) return 0;
    const first = t.start === start;
    return type === "PERSON" ? (first ? 1 : 2) : first ? 3 : 4;
  });
  const span = labelsToSpans(labels, tokens)[0]!;
  const bitsOf = (i: number) => bits[text.slice(tokens[i]!.start, tokens[i]!.end).toLowerCase()] ?? 0;
  return { tokens, span, bitsOf };
}

const cut = (text: string, spanned: string, bits: Record<string, number> = {}) => {
  const { tokens, span, bitsOf } = setUp(text, spanned, "PERSON", bits);
  const r = trim(text, tokens, span, bitsOf);
  return r && text.slice(r[0], r[1]);
};

describe("tagger span rules", () => {
  it("trims greetings, honorifics with their period, edge punctuation and a possessive", () => {
    const bits = { guten: Lex.GREETING, tag: Lex.GREETING, herr: Lex.HONORIFIC, dr: Lex.HONORIFIC };
    expect(cut("Guten Tag Herr Lukas Gruber,", "Guten Tag Herr Lukas Gruber,", bits)).toBe("Lukas Gruber");
    expect(cut("Dear Dr. Amara Okafor:", "Dr. Amara Okafor:", bits)).toBe("Amara Okafor");
    expect(cut("ask Sarah's team", "Sarah's", bits)).toBe("Sarah");
    expect(cut("Herr ,", "Herr ,", bits)).toBeUndefined();
  });

  it("leaves out an article, and the span unless a known name is left", () => {
    const bits = { die: Lex.DETERMINER, unser: Lex.DETERMINER, anna: Lex.POOL_FIRST };
    expect(cut("Die Tochter ruft an.", "Die Tochter", bits)).toBeUndefined();
    expect(cut("Unser Anna Berg ruft an.", "Unser Anna Berg", bits)).toBe("Anna Berg");
  });

  it("leaves out a sentence-initial unknown word before a known first name", () => {
    const bits = { иван: Lex.POOL_FIRST };
    expect(cut("Звонил Иван Петров, просил.", "Звонил Иван Петров", bits)).toBe("Иван Петров");
    // Not at a sentence start: the word may be part of the name.
    expect(cut("по словам Звонил Иван Петров", "Звонил Иван Петров", bits)).toBe("Звонил Иван Петров");
  });

  it("ends a Thai name where the next word starts", () => {
    expect(cut("คุณสมชายโทรมาเมื่อเช้า", "สมชายโทรมาเมื่อเช้า")).toBe("สมชาย");
    expect(cut("คุณสุมาลี ใจดี", "สุมาลี ใจดี")).toBe("สุมาลี ใจดี");
    expect(cut("นัด สมชาย ศรีสุขจะมารับ", "สมชาย ศรีสุขจะมารับ")).toBe("สมชาย ศรีสุข");
    // A title inside the run says where the name starts.
    expect(cut("ได้ติดต่อคุณอนุชาจากฝ่ายไอทีแล้ว", "ได้ติดต่อคุณอนุชาจากฝ่ายไอทีแล้ว")).toBe("อนุชา");
    expect(cut("และแจ้งพี่เอกให้ส่งช่าง", "และแจ้งพี่เอกให้ส่งช่าง")).toBe("เอก");
    // One run with no title: where the name starts is unknown, so nothing is cut.
    expect(cut("ภรรยาผมสุดารัตน์ก็เป็น", "ภรรยาผมสุดารัตน์ก็เป็น")).toBe("ภรรยาผมสุดารัตน์ก็เป็น");
  });

  it("ends a Chinese name where a title after it starts", () => {
    expect(cut("王伟先生昨天来电。", "王伟先")).toBe("王伟");
    expect(cut("请联系李娜女士", "李娜女士")).toBe("李娜");
    expect(cut("请转告张丽华，合同已签。", "张丽华")).toBe("张丽华");
  });

  it("reads a lone lower-case word-name as the word unless it comes back", () => {
    expect(cut("Thanks, grace.", "grace")).toBeUndefined();
    expect(cut("thank you, hope", "hope")).toBeUndefined();
    expect(cut("She said grace before dinner.", "grace")).toBeUndefined();
    // Capitalised, not a word too, or with a surname: a name.
    expect(cut("Thanks, Grace.", "Grace")).toBe("Grace");
    expect(cut("Thanks, john.", "john")).toBe("john");
    expect(cut("thanks grace hopper", "grace hopper")).toBe("grace hopper");
    // The word comes back as a whole word (not inside `disgrace`): the context says it names.
    expect(cut("ask grace hopper. ty! grace is out", "grace")).toBe("grace");
    expect(cut("thanks, grace. what a disgrace", "grace")).toBeUndefined();
  });

  it("drops PERSON spans that are places, streets or bots", () => {
    const places = new Set(["hong kong", "sao paulo"]);
    expect(notAPerson("PERSON", "Hong Kong", places)).toBe(true);
    expect(notAPerson("PERSON", "São Paulo", places)).toBe(true);
    expect(notAPerson("PERSON", "Rose Street", places)).toBe(true);
    expect(notAPerson("PERSON", "kyc_bot", places)).toBe(true);
    expect(notAPerson("PERSON", "Rose Miller", places)).toBe(false);
    expect(notAPerson("PERSON", "Rose Garden Cafe", places)).toBe(true);
    expect(notAPerson("PERSON", "Grace Church", places)).toBe(true);
    // A venue word inside a name or as a name by itself is no venue.
    expect(notAPerson("PERSON", "Barbara Parker", places)).toBe(false);
    expect(notAPerson("PERSON", "Park", places)).toBe(false);
    expect(notAPerson("ORG", "Hong Kong", places)).toBe(false);
  });

  it("drops spans of ordinary words only, and of mixed case", () => {
    const words = { will: Lex.COMMON_WORD, you: Lex.STOP_WORD, period: Lex.COMMON_WORD };
    const a = setUp("Will you refund", "Will", "PERSON", words);
    expect(onlyWords(a.tokens, a.span, a.bitsOf)).toBe(true);
    const b = setUp("Will Turner called", "Will Turner", "PERSON", words);
    expect(onlyWords(b.tokens, b.span, b.bitsOf)).toBe(false);
    const c = setUp("Grace period ends", "Grace period", "PERSON", words);
    expect(mixedCase("Grace period ends", c.tokens, c.span, c.bitsOf)).toBe(true);
    const d = setUp("met Sanne de Vries", "Sanne de Vries", "PERSON", { de: Lex.PARTICLE });
    expect(mixedCase("met Sanne de Vries", d.tokens, d.span, d.bitsOf)).toBe(false);
    const e = setUp("hi john miller", "john miller", "PERSON");
    expect(mixedCase("hi john miller", e.tokens, e.span, e.bitsOf)).toBe(false);
  });

  it("drops ORG spans that are places, hold a job title, or read as a person", () => {
    const places = new Set(["singapore"]);
    const org = (text: string, spanned: string, bits: Record<string, number>) => {
      const { tokens, span, bitsOf } = setUp(text, spanned, "ORG", bits);
      return notAnOrganisation(span, tokens, spanned, places, bitsOf);
    };
    expect(org("flew to Singapore", "Singapore", {})).toBe(true);
    expect(org("our HR Director", "HR Director", { director: Lex.NON_NAME })).toBe(true);
    expect(
      org("CFO Arvind Menon", "CFO Arvind Menon", { arvind: Lex.POOL_FIRST, menon: Lex.POOL_LAST }),
    ).toBe(true);
    expect(
      org("paid Menon Logistics", "Menon Logistics", { menon: Lex.POOL_LAST, logistics: Lex.ORG_SUFFIX }),
    ).toBe(false);
    expect(org("from Kranich Maschinenbau AG", "Kranich Maschinenbau AG", { ag: Lex.ORG_SUFFIX })).toBe(
      false,
    );
  });

  it("drops a one-character CJK organisation standing alone", () => {
    const text = "이 력 서, 夫 山本, 航 한빛저축은행, 현재";
    const lone = (s: string, type: "PERSON" | "ORG" = "ORG") =>
      loneCharacterOrg(text, text.indexOf(s), text.indexOf(s) + 1, type);
    expect(lone("이")).toBe(true);
    expect(lone("夫")).toBe(true);
    expect(lone("航")).toBe(true);
    // Glued to the rest of a name, or a person: kept.
    expect(lone("한빛")).toBe(false);
    expect(lone("현재", "PERSON")).toBe(false);
  });
});
