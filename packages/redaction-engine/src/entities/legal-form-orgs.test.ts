import { describe, expect, it } from "vitest";
import { expectLinearCpu } from "../../test/support/cpu-growth.js";
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
    // Issue 22 (corpus 2026d's mechanisms, our own names): LU, US professional, PK, AT co-operative.
    ["Domiciliation: Moselle Fiduciaire S.à r.l. au 2e étage", ["Moselle Fiduciaire S.à r.l."]],
    ["Billing: Cedar Hollow Pediatrics, P.C. (NPI on file)", ["Cedar Hollow Pediatrics, P.C."]],
    ["Backend Engineer — Indus Ledger Systems (Pvt.) Ltd., Lahore", ["Indus Ledger Systems (Pvt.) Ltd."]],
    ["Kontoführung: Raiffeisenbank Mittleres Mölltal eGen", ["Raiffeisenbank Mittleres Mölltal eGen"]],
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
    // Polish civil partnerships, German mutual insurers, Ukrainian municipal non-profits.
    ["Nabywca: Piekarnia Pod Dębem s.c. ul. Polna 4", "Piekarnia Pod Dębem s.c."],
    ["Grünwald Hausrat VVaG – Schadenmeldung", "Grünwald Hausrat VVaG"],
    ["Заклад: КНП «Міська лікарня № 2» м. Ірпінь", "КНП «Міська лікарня № 2»"],
  ])("%s", (text, expected) => {
    // With the common-word lexicon: a name made only of ordinary words (`Capital One`) stays whole.
    const common = defaultGazetteer().commonWords;
    expect(findLegalFormOrgs(text, "entity", common).map((f) => text.slice(f.start, f.end))).toEqual([
      expected,
    ]);
  });
});

// Issue 22: the forms of at least 30 countries, each in a sentence that goes on after the name, so a
// span that stops short of its form or runs into the next clause fails.
describe("legal forms of thirty-odd countries, whole and no further", () => {
  it.each([
    [
      "US",
      "Offer letter from Brightwave Analytics Corporation arrived today",
      "Brightwave Analytics Corporation",
    ],
    ["GB", "Invoice from Harlow & Finch Ltd. is overdue", "Harlow & Finch Ltd."],
    ["DE", "Die Rechnung der Kessler Maschinenbau KGaA kam gestern", "Kessler Maschinenbau KGaA"],
    ["AT", "Überweisung an Alpenblick Bau OHG bitte bis Freitag", "Alpenblick Bau OHG"],
    ["FR", "Le contrat avec Lumière Conseil SARL est signé", "Lumière Conseil SARL"],
    ["BE", "commande pour Lambrechts & Fils SPRL. Le paiement suit", "Lambrechts & Fils SPRL"],
    ["NL", "De factuur van Visser Bouw B.V. is betaald", "Visser Bouw B.V."],
    ["ES", "Pago a Hermanos Ruiz S.L. realizado", "Hermanos Ruiz S.L."],
    ["IT", "Fattura di Ferri Costruzioni S.r.l. ricevuta", "Ferri Costruzioni S.r.l."],
    ["CL", "Contrato con Andes Digital SpA vigente", "Andes Digital SpA"],
    ["PE", "Practicante, Minera Los Andes S.A.C.\nReferencias", "Minera Los Andes S.A.C."],
    ["PE2", "Analista en Alicorp S.A.A. desde 2017", "Alicorp S.A.A."],
    ["MX", "Pago a Grupo Bimbo, S.A.B. de C.V. hoy", "Grupo Bimbo, S.A.B. de C.V."],
    ["BR", "Pagamento para Moinho Paulista Ltda. confirmado", "Moinho Paulista Ltda."],
    ["PL", "Konsultant, Deloitte Polska Sp. z o.o. sp.k.\nWykształcenie", "Deloitte Polska Sp. z o.o. sp.k."],
    ["CZ", "Česká spořitelna, a.s. — Výpis z účtu", "Česká spořitelna, a.s."],
    ["HR", "Zagrebačka banka d.d. — Izvod po računu", "Zagrebačka banka d.d."],
    ["BG", "плащане към Sofia Grain AD, IBAN BG09", "Sofia Grain AD"],
    ["HU", "számla a Pannon Építő Zrt. részére", "Pannon Építő Zrt."],
    ["SE", "Kunden på Falks Bageri HB har ringt igen", "Falks Bageri HB"],
    ["FI", "palkka: Vaisala Oyj maksettu", "Vaisala Oyj"],
    ["DK", "Faktura fra Nordlys Design ApS er betalt", "Nordlys Design ApS"],
    ["LV", "Rigaport Logistics SIA: LV67 HABA", "Rigaport Logistics SIA"],
    ["TR", "ödeme Koç Holding A.Ş. hesabına yapıldı", "Koç Holding A.Ş."],
    ["GR", "το φορτηγό από Μεταφορική Βόρειος Ο.Ε. έρχεται αύριο", "Μεταφορική Βόρειος Ο.Ε."],
    ["MY", "transfer to Maybank Berhad — his name is", "Maybank Berhad"],
    ["IN", "Joined Infosys Private Limited in 2019", "Infosys Private Limited"],
    ["ZA", "Merchant: Karoo Crafts (Pty) Ltd, Cape Town", "Karoo Crafts (Pty) Ltd"],
    ["RU", "договор с ООО «Северный ветер» подписан", "ООО «Северный ветер»"],
    ["UA", "Машина від ТОВ «Дніпро-Логістик» вже на рампі", "ТОВ «Дніпро-Логістик»"],
    ["KZ", "Аудитор, ТОО «Эрнст энд Янг Казахстан»\nОбразование", "ТОО «Эрнст энд Янг Казахстан»"],
    ["VN", "CEO, Công ty TNHH Điện máy Sài Gòn — +84 28", "Công ty TNHH Điện máy Sài Gòn"],
    ["ID", "subsidiary PT Perdana Logistik Indonesia will", "PT Perdana Logistik Indonesia"],
    ["JP", "サポート窓口は株式会社ネクストリンクです", "株式会社ネクストリンク"],
    ["JP2", "有限会社ミドリ精機の田中です", "有限会社ミドリ精機"],
    ["JP3", "給与 カ）ハヤテシステムズ          +312,480", "カ）ハヤテシステムズ"],
    ["CN", "我在华信科技有限公司工作", "华信科技有限公司"],
    ["TW", "台積電股份有限公司發布財報", "台積電股份有限公司"],
    ["KR", "물류센터 (주)한결로지스에서 회수 예정", "(주)한결로지스"],
    ["KR2", "2022.03 – 현재  네이버웹툰 유한회사 UX 디자이너", "네이버웹툰 유한회사"],
    ["TH", "บริษัท สยามโลตัส จำกัด ขอแจ้งยอดค้างชำระตามใบแจ้งหนี้", "บริษัท สยามโลตัส จำกัด"],
    ["TH2", "ของ บริษัท เจ้าพระยาฟู้ดส์ จำกัด (มหาชน) หากมีข้อสงสัย", "บริษัท เจ้าพระยาฟู้ดส์ จำกัด (มหาชน)"],
  ])("%s: %s", (_country, text, expected) => {
    expect(orgs(text)).toEqual([expected]);
  });

  it("leaves numbers, lone lower-case words, ordinary words and bracketed katakana alone", () => {
    expect(orgs("in 1200 AD the king, and 512 KB of memory")).toEqual([]);
    expect(orgs("Die neue GmbH ist gegründet")).toEqual([]);
    // …but a lower-case brand word after a hyphenated one stays (`dm-drogerie markt`).
    expect(orgs("Kartenzahlung dm-drogerie markt GmbH + Co. KG  -23,85")).toEqual(["markt GmbH + Co. KG"]);
    expect(orgs("Thanks, Inc. is not a name")).toEqual([]);
    // One ordinary capitalised word is a name inside a sentence, not at a line's start.
    expect(orgs("Data Scientist, Systems Limited, Lahore")).toEqual(["Systems Limited"]);
    expect(orgs("shares of Target Corporation rose")).toEqual(["Target Corporation"]);
    expect(orgs("Payment Ltd\nSalary AG")).toEqual([]);
    expect(orgs("(アメリカ)日本の会社")).toEqual([]);
    // Without its closing form, a Thai name is one phrase, not the clause after it.
    expect(orgs("บริษัท สยามโลตัส ขอแจ้งยอดค้างชำระ")).toEqual(["บริษัท สยามโลตัส"]);
  });
});

// The forms are found by a scan without the u flag and checked with the full pattern only there;
// these pin that a rejected place (a letter before it) moves the scan on by one, as a scan of
// every position does, and that astral letters and tabs count as they did.
describe("legal forms from trigger positions", () => {
  it.each([
    ["Paid 𝐀 AG and Nordwind AG", ["Paid 𝐀 AG", "Nordwind AG"]],
    ["Signed with Acme Inc. Contoso Ltd", ["Acme Inc.", "Contoso Ltd"]],
    ["xООО «Ветер» and ООО «Ветер»", ["ООО «Ветер»"]],
    ["x(주)한빛소프트 and (주)한빛소프트에서", ["(주)한빛소프트"]],
    ["カ)ネクストリンク", ["カ)ネクストリンク"]],
    ["Acme\tGmbH", ["Acme\tGmbH"]],
    ["Acme ,AG", []],
  ])("%s", (text, expected) => {
    expect(orgs(text)).toEqual(expected);
  });
});

describe("legal forms on hostile text", () => {
  it("reads a megabyte of prefixes without names, Thai forms without their close and forms after long words in one pass", () => {
    const text = (scale: number) =>
      `(주) ㈜ カ) บริษัท ${"ก".repeat(100)} ${"spořitelna".repeat(20)} a.s. Công ty TNHH máy máy máy\n`.repeat(
        375 * scale,
      );
    expect(text(8).length).toBeGreaterThan(1_000_000);
    expectLinearCpu((scale) => orgs(text(scale)), 1);
  });
});
