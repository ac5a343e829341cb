import { describe, expect, it } from "vitest";
import { defaultGazetteer } from "./gazetteer.js";
import { nameWords } from "./name-words.js";
import { findRoleContextOrgs } from "./role-context-orgs.js";

const gazetteer = defaultGazetteer();
const names = nameWords(gazetteer);
const orgs = (text: string) =>
  findRoleContextOrgs(text, "entity", gazetteer, names).map((f) => text.slice(f.start, f.end));

// Issue 22, corpus 2026d: organisations with no legal form or institution word, placed by what a
// customer has with them. The examples are our own, not the corpus's.
describe("organisations placed by a customer's frame", () => {
  it.each([
    ["I opened an account with Harrowgate Mutual in May.", "Harrowgate Mutual"],
    ["Thanks for chatting with Lumenwave! How can I help?", "Lumenwave"],
    ["Thank you for contacting Brookline Energy.", "Brookline Energy"],
    ["The parcel was delivered by Swiftroo on Tuesday.", "Swiftroo"],
    ["Our bank is Kestrel Savings, sort code on file.", "Kestrel Savings"],
    ["I rang Vantora support twice about the router.", "Vantora"],
    ["Live chat — Pellbridge card services", "Pellbridge"],
  ])("%s", (text, expected) => {
    expect(orgs(text)).toEqual([expected]);
  });

  it("leaves people, ordinary words and kinds of desk alone", () => {
    for (const text of [
      "Thanks for chatting with Sarah! How can I help?",
      "Please contact Customer Support for a refund.",
      "Ask IT support to reset it.",
      "Open a Current account with Online banking.",
    ])
      expect(orgs(text)).toEqual([]);
  });
});
