import { describe, expect, it } from "vitest";
import { defaultGazetteer } from "./gazetteer.js";
import { findLegalFormOrgs } from "./legal-form-orgs.js";

const common = defaultGazetteer().commonWords;
const orgs = (text: string) =>
  findLegalFormOrgs(text, "entity", common).map((f) => text.slice(f.start, f.end));

describe("organisations by legal form", () => {
  it.each([
    ["Rechnung von Brandstätter Logistik GmbH erhalten", ["Brandstätter Logistik GmbH"]],
    ["Pago a Grupo Bimbo, S.A.B. de C.V. hoy", ["Grupo Bimbo, S.A.B. de C.V."]],
    ["faktura od Pivovar Hradec s.r.o. přišla", ["Pivovar Hradec s.r.o."]],
    ["Płatność kartą: Allegro.pl sp. z o.o. 12 zł", ["Allegro.pl sp. z o.o."]],
    ["Merchant: Karoo Crafts (Pty) Ltd, Cape Town", ["Karoo Crafts (Pty) Ltd"]],
    ["Salary from Vaisala Oyj and Koç Holding A.Ş. paid", ["Vaisala Oyj", "Koç Holding A.Ş."]],
    ["Acme Widgets Inc. and Contoso Ltd. signed.", ["Acme Widgets Inc.", "Contoso Ltd."]],
    ["договор с ООО «Северный ветер» подписан", ["ООО «Северный ветер»"]],
    ["subsidiary PT Perdana Logistik Indonesia will", ["PT Perdana Logistik Indonesia"]],
    ["サポート窓口は株式会社ネクストリンクです", ["株式会社ネクストリンク"]],
    ["いつもお世話になっております。さくら電機株式会社の山本です", ["さくら電機株式会社"]],
    ["Software Engineer, 삼성전자 주식회사 (Samsung)", ["삼성전자 주식회사"]],
  ])("%s", (text, expected) => {
    expect(orgs(text)).toEqual(expected);
  });

  it("needs a name before the form, and keeps greetings and honorifics out", () => {
    expect(orgs("Ltd. was founded. The AG said so.")).toEqual([]);
    expect(orgs("Dear Sir, Fjordlaks AS thanks you")).toEqual(["Fjordlaks AS"]);
  });
});

describe("legal forms, issue 22 additions", () => {
  it.each([
    ["Capital One, N.A. — Platinum", "Capital One, N.A."],
    ["mBank S.A. — Wyciąg z rachunku", "mBank S.A."],
    ["račun Adria Tours d.o.o.: IBAN", "Adria Tours d.o.o."],
    ["Landsbankinn hf. — Yfirlit", "Landsbankinn hf."],
  ])("%s", (text, expected) => {
    // With the common-word lexicon: a name made only of ordinary words (`Capital One`) stays whole.
    const common = defaultGazetteer().commonWords;
    expect(findLegalFormOrgs(text, "entity", common).map((f) => text.slice(f.start, f.end))).toEqual([
      expected,
    ]);
  });
});
