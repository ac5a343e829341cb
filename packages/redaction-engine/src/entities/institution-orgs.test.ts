import { describe, expect, it } from "vitest";
import { defaultGazetteer } from "./gazetteer.js";
import { findInstitutionOrgs } from "./institution-orgs.js";

const common = defaultGazetteer().commonWords;
const orgs = (text: string) =>
  findInstitutionOrgs(text, "entity", common).map((f) => text.slice(f.start, f.end));

describe("organisations named by an institution word", () => {
  it.each([
    ["She was admitted to St. Vincent's Hospital last week.", ["St. Vincent's Hospital"]],
    [
      "Elle a été suivie à la Clinique Pasteur puis à l'Hôpital Saint-Louis.",
      ["Clinique Pasteur", "Hôpital Saint-Louis"],
    ],
    ["Ricoverato presso l'Ospedale San Raffaele di Milano.", ["Ospedale San Raffaele di Milano"]],
    [
      "He studied at the Universidad de Buenos Aires and the Universität Wien.",
      ["Universidad de Buenos Aires", "Universität Wien"],
    ],
    ["She graduated from the University of the Arts London in 2019.", ["University of the Arts London"]],
    ["Please call Leeds General Infirmary", ["Leeds General Infirmary"]],
    ["Contact Leeds City Council today", ["Leeds City Council"]],
    ["Bank of America and Wells Fargo", ["Bank of America"]],
    ["Paid by Carvalho & Costa Bank", ["Carvalho & Costa Bank"]],
    ["PhD, Indian Institute of Science", ["Indian Institute of Science"]],
    ["MSc Technische Universiteit Eindhoven", ["Technische Universiteit Eindhoven"]],
    ["入院先は東京大学医学部附属病院です。", ["東京大学医学部附属病院"]],
    ["北京协和医院的医生说明了情况。", ["北京协和医院"]],
    ["我在中国银行开了账户。", ["中国银行"]],
    ["서울대학교병원에서 진료를 받았습니다.", ["서울대학교병원"]],
    ["국민은행 계좌로 송금했습니다.", ["국민은행"]],
    ["Пациент переведён в Городская больница № 5.", ["Городская больница № 5"]],
    ["Она учится в Московский государственный университет.", ["Московский государственный университет"]],
    ["Перевод в Сбербанк не прошёл, Банк ВТБ одобрил.", ["Сбербанк", "Банк ВТБ"]],
    ["تم نقله إلى مستشفى الملك فيصل التخصصي.", ["مستشفى الملك فيصل التخصصي"]],
    ["הוא אושפז בבית חולים הדסה.", ["בית חולים הדסה"]],
    ["Εργάζεται στο Νοσοκομείο Ευαγγελισμός.", ["Νοσοκομείο Ευαγγελισμός"]],
    ["รักษาที่โรงพยาบาลศิริราช", ["โรงพยาบาลศิริราช"]],
    ["वह दिल्ली विश्वविद्यालय में पढ़ती है", ["दिल्ली विश्वविद्यालय"]],
  ])("%s", (text, expected) => {
    expect(orgs(text)).toEqual(expected);
  });

  it("leaves kinds of institution, headings and things alone", () => {
    for (const text of [
      "Bank Transfer Fee",
      "Council Tax due",
      "Bank Holiday Monday",
      "the University Hospital and the Teaching Hospital",
      "Pay via Bank Transfer",
      "The Foundation Course starts in September",
      "Our Institute Review Board approved it",
      "Lloyds Bank for March",
      "Наша больница закрыта",
      "我去这家医院看病",
      "대학병원에 갔어요",
      "ذهبت إلى المستشفى",
    ])
      expect(orgs(text).filter((o) => o !== "Lloyds Bank")).toEqual([]);
  });
});

describe("institution words added in issue 22 (decision 0048)", () => {
  it.each([
    ["Sparebanken Vest — Kontoutskrift november 2026", "Sparebanken Vest"],
    ["Caja Rural de Navarra\nOferta vinculante", "Caja Rural de Navarra"],
    ["ouvert à la Caisse Desjardins de Lévis.", "Caisse Desjardins de Lévis"],
    ["Anfrage #A-83190 — Österreichische Gesundheitskasse\nVon:", "Österreichische Gesundheitskasse"],
    ["Die Stadtwerke Ludwigshafen schicken die Rechnung", "Stadtwerke Ludwigshafen"],
    ["Organización: Ayuntamiento de Getxo\n", "Ayuntamiento de Getxo"],
    ["MSc Petroleum Geoscience, Universitetet i Bergen\n", "Universitetet i Bergen"],
    ["conta no Banco do Brasil. A gerente", "Banco do Brasil"],
    ["LETTRE DE SORTIE — CHU de Bordeaux\n", "CHU de Bordeaux"],
    ["10/28  Mary Greeley Medical Center     250.00", "Mary Greeley Medical Center"],
    ["Copy: Ghana Revenue Authority, Accra", "Ghana Revenue Authority"],
    ["ANNUAL REVIEW — Toronto Public Library\n", "Toronto Public Library"],
  ])("%s", (text, expected) => {
    expect(orgs(text)).toEqual([expected]);
  });

  it("leaves kinds of centre, library and union alone", () => {
    for (const text of [
      "Call the Call Center today",
      "moved to a new Data Centre",
      "ask your Credit Union",
      "the Public Library is closed",
      "Help Center articles",
    ])
      expect(orgs(text)).toEqual([]);
  });
});
