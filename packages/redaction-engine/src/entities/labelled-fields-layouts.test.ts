import { describe, expect, it } from "vitest";
import { ENTITY_TYPES, EntityType } from "../entity-type.js";
import { findLabelledFields } from "./labelled-fields.js";

// Dates of birth and MRNs by label in the languages and layouts of the corpus genres (issue 22):
// every label crossed with every date form of its language and with the layouts a clinical
// header, a form and a sentence use; then the look-alikes that must stay.

const ALL = new Set(ENTITY_TYPES);
const found = (text: string) =>
  findLabelledFields(text, "entity", ALL).map((f) => [f.type, text.slice(f.start, f.end), f.normalized]);
const expectNone = (type: EntityType, text: string) =>
  expect(
    found(text).filter((f) => f[0] === type),
    text,
  ).toEqual([]);

// Each language: its labels and its ways of writing 12 March 1980.
const DOB: readonly { labels: string[]; dates: string[] }[] = [
  {
    labels: [
      "DOB",
      "D.O.B.",
      "Date of birth",
      "Date of Birth (DD/MM/YYYY)",
      "DOB/Age",
      "Born on",
      "Birthdate",
    ],
    dates: [
      "12/03/1980",
      "12.03.1980",
      "1980-03-12",
      "12 March 1980",
      "March 12, 1980",
      "12-Mar-1980",
      "12th March 1980",
      "12/03/80",
    ],
  },
  {
    labels: ["geb.", "Geburtsdatum", "Geb.-Datum", "geboren am"],
    dates: ["12.03.1980", "12. März 1980", "12. Jänner 1980"],
  },
  {
    labels: ["né le", "née le", "Date de naissance"],
    dates: ["12/03/1980", "12 mars 1980", "1er mars 1980"],
  },
  { labels: ["Fecha de nacimiento", "F. nac.", "nacida el"], dates: ["12/03/1980", "12 de marzo de 1980"] },
  { labels: ["Data di nascita", "nato il"], dates: ["12/03/1980", "12 marzo 1980"] },
  { labels: ["Data de nascimento", "Data nasc."], dates: ["12/03/1980", "12 de março de 1980"] },
  { labels: ["Geboortedatum"], dates: ["12-03-1980", "12 maart 1980"] },
  { labels: ["Data urodzenia"], dates: ["12.03.1980", "12 marca 1980"] },
  { labels: ["Doğum tarihi"], dates: ["12.03.1980", "12 Mart 1980"] },
  { labels: ["Дата рождения", "Дата рожд."], dates: ["12.03.1980", "12 марта 1980"] },
  { labels: ["生年月日", "出生日期"], dates: ["1980年3月12日", "1980-03-12", "1980/03/12"] },
  { labels: ["생년월일"], dates: ["1980. 3. 12.", "1980년 3월 12일"] },
  { labels: ["Születési dátum"], dates: ["1980. március 12.", "1980.03.12."] },
  { labels: ["Datum narození", "Datum rođenja", "Datum rojstva"], dates: ["12. 3. 1980", "12.03.1980"] },
  {
    labels: ["Data nașterii", "Sünniaeg", "Gimimo data", "Tanggal lahir", "Ngày sinh"],
    dates: ["12.03.1980", "12/03/1980"],
  },
  {
    labels: ["Geburtsdatum/-ort", "Date and place of birth", "Date et lieu de naissance", "b.", "DOB/Sex"],
    dates: ["12.03.1980"],
  },
  { labels: ["ur.", "nar.", "Född", "Født", "DN"], dates: ["12.03.1980", "1980-03-12"] },
  {
    labels: [
      "born in Leeds on",
      "geboren in Bad Homburg am",
      "née à Lyon le",
      "nacida en Madrid el",
      "nato a Roma il",
    ],
    dates: ["12/03/1980", "12.03.1980"],
  },
];
const LAYOUTS: readonly ((label: string, date: string) => string)[] = [
  (l, d) => `Patient: Anna Berg   ${l}: ${d}   MRN: 4471902`,
  (l, d) => `${l}\n${d}`,
  (l, d) => `Name | ${l} - ${d} | Ward 4`,
  (l, d) => `Verified identity with ${l} ${d} before discharge.`,
];

describe("dates of birth by label, every language, form and layout", () => {
  const cases = DOB.flatMap(({ labels, dates }) =>
    labels.flatMap((label) =>
      dates.flatMap((date) => LAYOUTS.map((layout) => ({ date, text: layout(label, date) }))),
    ),
  );

  it("finds each and keys it by the ISO date", () => {
    const misses = cases.filter(({ date, text }) => {
      const hit = found(text).find((f) => f[0] === EntityType.DATE_OF_BIRTH);
      const iso =
        date === "1er mars 1980" ? "1980-03-01" : date.includes("Jänner") ? "1980-01-12" : "1980-03-12";
      // A closing dot of `1980. 3. 12.` may stay out of the span.
      return hit?.[1]?.replace(/\.$/, "") !== date.replace(/\.$/, "") || hit[2] !== iso;
    });
    expect(misses.map((c) => c.text)).toEqual([]);
    expect(cases.length).toBeGreaterThan(300);
  });

  it("leaves appointment, admission, statement and invoice dates alone", () => {
    for (const text of [
      "Appointment: 12/03/2027 at 09:15",
      "Date of admission: 12.03.2026; discharged 14.03.2026",
      "Aufnahmedatum 12.03.2026, Entlassung am 14. März 2026",
      "Date d'entrée : 12/03/2026",
      "Fecha de ingreso: 12 de marzo de 2026",
      "Invoice date 2026-03-12, due 2026-04-12",
      "born in 1980, married 12.03.2005",
    ])
      expectNone(EntityType.DATE_OF_BIRTH, text);
  });
});

const MRN: readonly [string, string][] = [
  ["MRN: SVH-00482913", "SVH00482913"],
  ["MRN # 00734418", "00734418"],
  ["MR#: 5528190", "5528190"],
  ["Hospital no. LCH-5528190", "LCH5528190"],
  ["Hosp No: 20931774", "20931774"],
  ["Patient ID: MCL-0092817", "MCL0092817"],
  ["Patient No. 8004471263", "8004471263"],
  ["UR No: 3381045", "3381045"],
  ["NHS number 943 476 5919", "9434765919"],
  ["Fallnummer: 2026004471", "2026004471"],
  ["Patientennummer 0047719", "0047719"],
  ["N° de dossier : 8004471263", "8004471263"],
  ["Numéro de dossier: IPP-0071423", "IPP0071423"],
  ["Cartella clinica n. 0092817", "0092817"],
  ["MRN number: 0012-3456-78", "0012345678"],
  ["Fall-Nr. 2026/004471", "2026004471"],
  ["Unit No. 4471902K", "4471902K"],
  ["IP No: 2026004471", "2026004471"],
  ["Patiëntnummer: 7710452", "7710452"],
  ["№ истории болезни 7710452", "7710452"],
  ["カルテ番号：0047719", "0047719"],
  ["病历号：20260047719", "20260047719"],
  ["환자번호 7710452", "7710452"],
  ["Med. Rec. #: 4471902", "4471902"],
  ["NHI: ZAC12AB", "ZAC12AB"],
  ["Hasta No: 2026004471", "2026004471"],
  ["No. RM: 00-47-71-92", "00477192"],
  ["رقم الملف: 7710452", "7710452"],
];

describe("MRNs by label, and a bare ID in a clinical header", () => {
  it.each(MRN)("%s", (text, key) => {
    expect(found(text)).toEqual([
      [EntityType.MRN, text.slice(text.length - found(text)[0]![1]!.length), key],
    ]);
  });

  it("takes `ID:` as an MRN in a clinical header", () => {
    expect(found("Patient: Andreas Georgiou   ID: MDH-552018   DOB: 02/02/1984")).toEqual([
      [EntityType.DATE_OF_BIRTH, "02/02/1984", "1984-02-02"],
      [EntityType.MRN, "MDH-552018", "MDH552018"],
    ]);
    expect(found("St Mary's Hospital · Ward 7\nID: 4471902\nAdmitted 12.03.2026")).toEqual([
      [EntityType.MRN, "4471902", "4471902"],
    ]);
  });

  it("leaves other IDs alone: a support ticket, an invoice, a customer in a clinic's letter", () => {
    for (const text of [
      "Ticket ID: 48213 · Customer: Anna Berg   ID: 55120931",
      "Klinikum Nord · Patient billing\nInvoice   ID: INV-552018",
      "Hospital parking: Transaction ID: 77120934",
      "Order ID: 4471902 shipped to the clinic",
      "Customer ID: 4471902 (Hospital supplies)",
    ])
      expectNone(EntityType.MRN, text);
  });
});
