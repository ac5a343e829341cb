import { describe, expect, it } from "vitest";
import { expectLinearCpu } from "../../test/support/cpu-growth.js";
import { defaultGazetteer } from "./gazetteer.js";
import { nameWords } from "./name-words.js";
import { findRoleContextOrgs } from "./role-context-orgs.js";

const gazetteer = defaultGazetteer();
const names = nameWords(gazetteer);
const orgs = (text: string) =>
  findRoleContextOrgs(text, "entity", gazetteer, names).map((f) => text.slice(f.start, f.end));

describe("organisations placed by a job title, a verb or a decision", () => {
  it.each([
    ["2019–2022     Analyst, MTN Ghana\n2018", "MTN Ghana"],
    ["2017  Intern, Andela\n", "Andela"],
    ["2022–now  Finance Manager, Moniepoint, Lagos", "Moniepoint"],
    ["Marta Wiśniewska – Teamleiterin, Allegro, 61 627 40 00", "Allegro"],
    ["2013 – 2015  Becaria, Bankinter\n", "Bankinter"],
    ["Yazılım Mühendisi, Trendyol — İstanbul", "Trendyol"],
    ["Head of Partnerships, Marina Crest\nTel", "Marina Crest"],
    ["Senior Developer, HM Land Registry, Plymouth — 2022", "HM Land Registry"],
    ["Data Engineer at Brightloom since 2021", "Brightloom"],
    ["She joined Stripe in 2021.", "Stripe"],
    ["I got an offer from Canva yesterday", "Canva"],
    ["We signed with Kitestring Digital last week", "Kitestring Digital"],
    ["Westpac has approved the loan", "Westpac"],
    ["Sie arbeitet für Zalando im Einkauf", "Zalando"],
    ["Он работает в Яндексе с 2019 года", "Яндексе"],
  ])("%s", (text, expected) => {
    expect(orgs(text)).toEqual([expected]);
  });

  it("leaves people, places, departments and ordinary words in the same places alone", () => {
    for (const text of [
      "We joined the call late.",
      "He works at night.",
      "Sarah has approved it",
      "Mark joined Sarah and Tom",
      "Dear Hiring Manager, Thank you for",
      "Project Manager, Priya Sharma",
      "Software Engineer, Lagos",
      "Director, Human Resources",
      "Manager, Audit & Assurance",
      "Our team has approved it",
      "Thanks, Anna", // not a title before the comma
    ])
      expect(orgs(text)).toEqual([]);
  });

  it("takes at most three capitalised words", () => {
    expect(orgs("Analyst, Alpha Beta Gamma Delta")).toEqual(["Alpha Beta Gamma"]);
  });

  it("reads a megabyte of commas, titles and verbs in one pass", () => {
    const text = (scale: number) =>
      "Engineer, Qwerty Zxcvb, joined Asdfg has approved ".repeat(2_625 * scale);
    expect(text(8).length).toBeGreaterThan(1_000_000);
    expect(orgs(text(8)).length).toBeGreaterThan(20_000);
    expectLinearCpu((scale) => orgs(text(scale)), 1);
  });
});
