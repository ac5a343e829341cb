// The languages of the generated training documents (decisions 0040, 0054): each one's script,
// its weight among generated documents (English most, as the issue's), the faker locale whose
// cities fill {C}, whether people are written surname first without a space, and its
// organisations without a legal form. The frames are in the frames-*.ts tables.
import { Script } from "../src/tagger/tagger-tokens.js";

export interface LanguageRow {
  readonly code: string;
  readonly script: Script;
  readonly weight: number;
  /** Faker locale whose cities fill {C}. */
  readonly cityLocale: string;
  /** Surname first and no space (`田中美咲`, `김민준`). */
  readonly surnameFirst: boolean;
  /** Organisations without a legal form, with {L} / {C} / {F}. */
  readonly institutions: readonly string[];
}

export const LANGUAGE_TABLE: readonly LanguageRow[] = [
  {
    code: "en",
    script: Script.LATIN,
    weight: 10,
    cityLocale: "en",
    surnameFirst: false,
    institutions: [
      "{L} General Hospital",
      "University of {C}",
      "{C} Community Clinic",
      "{L} Bank",
      "{L} Pharmacy",
      "{C} Children's Charity",
      "St {F}'s Hospital",
      "{L} & Sons",
      "{C} Credit Union",
      "{L} Dental Care",
      "{C} Housing Agency",
      "{L} Foundation",
    ],
  },
  {
    code: "de",
    script: Script.LATIN,
    weight: 2,
    cityLocale: "de",
    surnameFirst: false,
    institutions: [
      "Klinikum {C}",
      "Universität {C}",
      "Sparkasse {C}",
      "Apotheke {L}",
      "Stadtwerke {C}",
      "Caritas {C}",
    ],
  },
  {
    code: "fr",
    script: Script.LATIN,
    weight: 2,
    cityLocale: "fr",
    surnameFirst: false,
    institutions: [
      "Hôpital {L}",
      "Université de {C}",
      "Banque {L}",
      "Pharmacie {L}",
      "Clinique {L}",
      "Mairie de {C}",
    ],
  },
  {
    code: "es",
    script: Script.LATIN,
    weight: 2,
    cityLocale: "es",
    surnameFirst: false,
    institutions: ["Hospital {L}", "Universidad de {C}", "Banco {L}", "Farmacia {L}", "Clínica {L}"],
  },
  {
    code: "ru",
    script: Script.CYRILLIC,
    weight: 2,
    cityLocale: "ru",
    surnameFirst: false,
    institutions: ["Клиника {L}", "Банк {L}", "Больница {C}", "Аптека {L}", "Университет {C}"],
  },
  {
    code: "el",
    script: Script.GREEK,
    weight: 1,
    cityLocale: "el",
    surnameFirst: false,
    institutions: ["Νοσοκομείο {C}", "Πανεπιστήμιο {C}", "Τράπεζα {L}", "Φαρμακείο {L}"],
  },
  {
    code: "ar",
    script: Script.ARABIC,
    weight: 2,
    cityLocale: "ar",
    surnameFirst: false,
    institutions: ["مستشفى {L}", "جامعة {C}", "بنك {L}", "صيدلية {L}"],
  },
  {
    code: "he",
    script: Script.HEBREW,
    weight: 2,
    cityLocale: "he",
    surnameFirst: false,
    institutions: ["בית החולים {L}", "אוניברסיטת {C}", "בנק {L}", "מרפאת {L}"],
  },
  {
    code: "hi",
    script: Script.DEVANAGARI,
    weight: 1,
    cityLocale: "ne",
    surnameFirst: false,
    institutions: ["{C} अस्पताल", "{C} विश्वविद्यालय", "{L} बैंक"],
  },
  {
    code: "th",
    script: Script.THAI,
    weight: 1,
    cityLocale: "th",
    surnameFirst: false,
    institutions: ["โรงพยาบาล{C}", "มหาวิทยาลัย{C}", "ธนาคาร{L}"],
  },
  {
    code: "ko",
    script: Script.HANGUL,
    weight: 3,
    cityLocale: "ko",
    surnameFirst: true,
    institutions: ["{C}대학교", "{C}병원", "{C}은행", "{C}약국"],
  },
  {
    code: "ja",
    script: Script.HAN,
    weight: 3,
    cityLocale: "ja",
    surnameFirst: true,
    institutions: ["{L}病院", "{L}銀行", "{L}クリニック", "{L}大学"],
  },
  {
    code: "zh",
    script: Script.HAN,
    weight: 3,
    cityLocale: "zh_CN",
    surnameFirst: true,
    institutions: ["{C}人民医院", "{C}大学", "{C}银行", "{L}诊所"],
  },
];
