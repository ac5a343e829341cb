import { describe, expect, it } from "vitest";
import { defaultGazetteer } from "./gazetteer.js";
import { nameWords } from "./name-words.js";
import { findSpeakerNames } from "./speaker-names.js";

const names = (text: string) =>
  findSpeakerNames(text, "entity")
    .map((f) => text.slice(f.start, f.end))
    .sort();

describe("chat speakers", () => {
  it("takes speakers in any case and script, before or after the time, and their later mentions", () => {
    const chat = [
      "[09:14] john miller: morning! did anyone see the alert?",
      "09:15 李娜: yeah, john miller said so",
      "พิมพ์ชนก วงศ์ใหญ่ 09:07  ได้ค่ะ",
      "[09:16] deploy-bot: build 8812 green",
    ].join("\n");
    expect(names(chat)).toEqual(["john miller", "john miller", "พิมพ์ชนก วงศ์ใหญ่", "李娜"]);
  });

  it("does not link a speaker who is one common word to the word elsewhere", () => {
    expect(names("[14:03] mark: on it\n[14:04] li na: can you mark the ticket? thx mark")).toEqual([
      "li na",
      "mark",
      "mark",
    ]);
  });

  it("takes speakers of a transcript without times once someone speaks twice (then every speaker), and labelled names", () => {
    const chat = "Анна Петрова: я.\nДмитрий Соколов: ок.\nАнна Петрова: да.\nSubject: Invoice 12";
    expect(names(chat)).toEqual(["Анна Петрова", "Анна Петрова", "Дмитрий Соколов"]);
    // One `Words:` line of each is a label, not a transcript.
    expect(names("Дмитрий Соколов: ок.\nInvoice Summary: paid")).toEqual([]);
    expect(names("Kontoinhaber: Katrin Schulze-Wendt\nPatient: Summer Rain Okonkwo   MRN: 1")).toEqual([
      "Katrin Schulze-Wendt",
      "Summer Rain Okonkwo",
    ]);
    expect(names("Contact: HR Shared Services\nFrom: deploy-bot")).toEqual([]);
  });
});

describe("speakers in transcripts (issue 22)", () => {
  const spans = (text: string) =>
    findSpeakerNames(text, "entity")
      .map((f) => text.slice(f.start, f.end))
      .sort();

  it("reads handles, day words before the time, role words and one-line speakers of a transcript", () => {
    expect(spans("sofi_ramos hoy a las 18:03\nhola\nnico hoy a las 18:05\nsí\ngracias nico")).toEqual([
      "nico",
      "nico",
      "sofi_ramos",
    ]);
    expect(spans("Agent Hope Castillo: Sorry!\nbill: ok\nAgent Hope Castillo: Done.")).toEqual([
      "Hope Castillo",
      "Hope Castillo",
      "bill",
    ]);
  });

  it("finds a lower-case speaker written capitalised after a cue, and at a message's start", () => {
    expect(spans("bill: hi\nbill: my bill is wrong\nBot: Hi Bill, how can we help?")).toEqual([
      "Bill",
      "bill",
      "bill",
    ]);
    expect(spans("priya 14:02  hi\nmark 14:03  on it\npriya 14:05  mark can you check")).toEqual([
      "mark",
      "mark",
      "priya",
      "priya",
    ]);
  });

  it("takes IRC and terminal speakers from one line, and their cued mentions", () => {
    expect(names("<summer> lol\n[09:14] <@mark_t> gg\nwill> see you, thx summer")).toEqual([
      "mark_t",
      "summer",
      "summer",
      "will",
    ]);
    // HTML tags and prompts that are no names.
    expect(names("<div> hello\n<br> x\nadmin> reboot\nmysql> select 1;")).toEqual([]);
    // Not at the start of a line: a comparison, a quote or an arrow.
    expect(names("if a> b then\nsee > summer")).toEqual([]);
  });

  it("takes a lower-case labelled name when its first word is a known name and no word", () => {
    const words = nameWords(defaultGazetteer());
    const labelled = (text: string) =>
      findSpeakerNames(text, "entity", undefined, words).map((f) => text.slice(f.start, f.end));
    expect(labelled("Contact: li na, 2nd floor")).toEqual(["li na"]);
    expect(labelled("Contact: mark as urgent")).toEqual([]);
    expect(labelled("Contact: support desk")).toEqual([]);
    // Without the name lists, lower case is never enough.
    expect(names("Contact: li na, 2nd floor")).toEqual([]);
  });
  it("takes KakaoTalk, LINE and Telegram speakers (half-day words, a colon apart, name before a bracketed date)", () => {
    const chat = [
      "[오후 3:41] 최유나 : 내일 봬요",
      "21:05 ธนากร : ได้ครับ",
      "Дарья Левченко, [04.05.2026 18:20]",
      "Всем привет",
    ].join("\n");
    expect(names(chat)).toEqual(["Дарья Левченко", "ธนากร", "최유나"]);
  });

  it("leaves ticket fields and customer labels that look like speakers alone", () => {
    const ticket =
      "Requester: Omar Haddad\nAssignee: j.brandt\nOrg: Fenwick Dental\n[10:02] Client : ok\n[10:03] Client : merci";
    expect(names(ticket)).not.toContain("Requester");
    expect(names(ticket)).not.toContain("Client");
    expect(names(ticket)).not.toContain("Org");
  });

  it("takes a card statement's holder after its label", () => {
    expect(
      names("Supplementary card holder: KOH MEI LING\nMember: DARNELL T. WOODS   Account ****1188"),
    ).toEqual(["DARNELL T. WOODS", "KOH MEI LING"]);
  });

  it("leaves out one-word speakers that are ordinary words and no names (`Me:`, `Clinic:`)", () => {
    const g = defaultGazetteer();
    const spoken = (text: string) =>
      findSpeakerNames(text, "entity", undefined, nameWords(g), g.commonWords)
        .map((f) => text.slice(f.start, f.end))
        .sort();
    expect(spoken("Clinic: Dear patient\nMe: ok\nClinic: Yes\nMe: thanks")).toEqual([]);
    expect(spoken("[21:02] Neha: hi\n[21:03] mummy: haan")).toEqual(["Neha"]);
    // A name that is also a word stays a speaker.
    expect(spoken("will: on it\nrose: ok\nwill: done")).toEqual(["rose", "will", "will"]);
  });
});
