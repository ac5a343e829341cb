// Sentence frames of the generated training documents (decision 0040), per language and genre.
// Slots: {P} a person (the language's order and spacing), {F} a first name, {L} a surname, {p} a
// chat name in lower case, {W} a first name that is also an English word, used as a name, {Q} such
// a first name and a surname (`Will Turner`), {N} a number, {O} an
// organisation with a legal form, {H} one without (hospital, university, bank, shop, charity),
// {B} a brand-only company, {X} a non-entity distractor (product, job title, drug, place, sale),
// {C} a city (not an entity). A slot's text is written exactly where the frame puts it, so
// particles and prefixes stay joined to the name as the languages write them (`{P}님께서`, `ו{F}`).
import { Script } from "../src/tagger/tagger-tokens.js";

export type Genre = "ticket" | "email" | "chat" | "clinical" | "statement" | "cv";
export const GENRES: readonly Genre[] = ["ticket", "email", "chat", "clinical", "statement", "cv"];

export interface Language {
  readonly code: string;
  readonly script: Script;
  /** Faker locale whose cities fill {C}. */
  readonly cityLocale: string;
  /** Surname first and no space (`田中美咲`, `김민준`). */
  readonly surnameFirst: boolean;
  /** Organisations without a legal form, with {L} / {C}. */
  readonly institutions: readonly string[];
  readonly frames: Readonly<Record<Genre, readonly string[]>>;
}

const EN: Language = {
  code: "en",
  script: Script.LATIN,
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
  frames: {
    ticket: [
      "Ticket #{N} opened by {P} ({O})",
      "Customer {P} reports that the {X} stopped working after the update.",
      "Assigned to: {P}",
      "Escalated to {H} support; {F} will call back.",
      "Will the {X} be replaced under warranty?",
      "Requester: {P} <support portal>",
      "Ordered from {B} on 3 May, still not delivered.",
      "{Q} asked us to mark the order as urgent.",
      "Summer Sale voucher for the {X} was not applied.",
      "Spoke with {P} from {H}, who confirmed the refund.",
      "Called {F} at {B}; no answer.",
      "The {X} app keeps crashing since the last update.",
      "I bought a {X} and a {X} last week; neither will charge.",
      "Installed {X} on the new laptop for {P}.",
      "{X} is down again for the whole team.",
    ],
    email: [
      "Dear {P},",
      "Hi {F},",
      "Hello Mr {L},",
      "Dear Dr. {L},",
      "Kind regards,\n{P}\n{X}, {O}",
      "Best,\n{F}",
      "From: {P}\nTo: {P}\nSubject: {X} invoice",
      "I hope you are well. {P} from {O} asked me to forward the contract.",
      "Please copy {P} and {P} on the reply.",
      "Thanks, {W}",
      "We will mark the {X} as paid once {H} confirms.",
    ],
    chat: [
      "{p}: hey, will you check the {X} order?",
      "[10:42] {p}: ok thanks, i hope it ships today",
      "{p} joined the channel",
      "@{p} can you mark this as done",
      "{p}: {p} said the {X} is back",
      "{p}: lol sure",
      "{W}: grace period ends friday btw",
      "{p}: talked to {p} at {B}, they will refund",
      "{p}: summer sale starts monday, hope we are ready",
      "<{p}> anyone seen {F} today?",
      "{p}: is {X} down for anyone else?",
    ],
    clinical: [
      "Patient: {P}",
      "Patient {P} was seen at {H} on 12 March.",
      "Referred by Dr. {P} of {H}.",
      "Prescribed {X} 500 mg twice daily.",
      "Next of kin: {P} (daughter).",
      "Attending: Dr {L}. Nurse {P} present.",
      "Discharged to {H} for rehabilitation.",
      "Insurance: {O}.",
    ],
    statement: [
      "{O} - account statement for {P}",
      "Card payment {B} 42.10",
      "Transfer to {P} 250.00",
      "Direct debit {H} 19.99",
      "Payment from {O} 1,200.00",
      "Mastercard purchase {X} 89.00",
      "Standing order {P} rent 950.00",
    ],
    cv: [
      "{P}\n{X}",
      "Experience: {X} at {O} (2019-2023)",
      "{X}, {H}, {C} (2015-2019)",
      "Education: {H}",
      "References: {P}, {X}, {B}",
      "Skills: {X}, Data Scientist, project lead",
      "Volunteer at {H}.",
    ],
  },
};

const DE: Language = {
  code: "de",
  script: Script.LATIN,
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
  frames: {
    ticket: ["Kunde {P} meldet, dass {X} nicht funktioniert.", "Bearbeiter: {P}", "Rückruf an {F} bei {O}."],
    email: [
      "Sehr geehrte Frau {L},",
      "Guten Tag Herr {P},",
      "Mit freundlichen Grüßen\n{P}\n{O}",
      "Liebe {F},",
    ],
    chat: ["{p}: passt, danke", "{p}: hab mit {p} gesprochen", "{p}: {X} ist da"],
    clinical: ["Patientin {P} wurde im {H} aufgenommen.", "Überweisung durch Dr. {L}.", "Medikation: {X}"],
    statement: [
      "Überweisung an {P} 120,00",
      "Gutschrift {P} 45,00",
      "Lastschrift {H} 30,00",
      "Kartenzahlung {B}",
    ],
    cv: ["{P}\n{X}", "{X} bei {O} (2018-2022)", "Studium: {H}"],
  },
};

const FR: Language = {
  code: "fr",
  script: Script.LATIN,
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
  frames: {
    ticket: ["Le client {P} signale une panne du {X}.", "Assigné à : {P}", "Rappeler {F} chez {O}."],
    email: ["Bonjour M. {L},", "Madame {P},", "Cordialement,\n{P}\n{O}", "Chère {F},"],
    chat: ["{p}: ok merci", "{p}: j'ai vu {p} hier", "{p}: le {X} est arrivé"],
    clinical: ["Patiente {P}, admise à l'{H}.", "Adressée par le Dr {L}.", "Traitement : {X}"],
    statement: ["Virement à {P} 300,00", "Prélèvement {H} 25,00", "Paiement carte {B}"],
    cv: ["{P}\n{X}", "{X} chez {O} (2017-2021)", "Formation : {H}"],
  },
};

const ES: Language = {
  code: "es",
  script: Script.LATIN,
  cityLocale: "es",
  surnameFirst: false,
  institutions: ["Hospital {L}", "Universidad de {C}", "Banco {L}", "Farmacia {L}", "Clínica {L}"],
  frames: {
    ticket: ["El cliente {P} informa que el {X} no funciona.", "Asignado a: {P}", "Llamar a {F} de {O}."],
    email: ["Estimada Sra. {L}:", "Hola {F},", "Saludos,\n{P}\n{O}", "Atentamente, {P}"],
    chat: ["{p}: vale gracias", "{p}: hablé con {p}", "{p}: ya llegó el {X}"],
    clinical: ["Paciente {P}, ingresada en el {H}.", "Remitida por la Dra. {L}.", "Tratamiento: {X}"],
    statement: ["Transferencia a {P} 150,00", "Recibo {H} 40,00", "Compra con tarjeta {B}"],
    cv: ["{P}\n{X}", "{X} en {O} (2016-2020)", "Estudios: {H}"],
  },
};

const RU: Language = {
  code: "ru",
  script: Script.CYRILLIC,
  cityLocale: "ru",
  surnameFirst: false,
  institutions: ["Клиника {L}", "Банк {L}", "Больница {C}", "Аптека {L}", "Университет {C}"],
  frames: {
    ticket: ["Звонил {P} из {O}.", "Клиент {P} сообщает, что {X} не работает.", "Ответственный: {P}"],
    email: ["Здравствуйте, {P}!", "Уважаемый {F},", "С уважением,\n{P}\n{O}"],
    chat: ["{p}: ок, спасибо", "{p}: говорил с {p}", "{F}: {X} пришёл"],
    clinical: ["Пациент {P} поступил в {H}.", "Направлен врачом {L}.", "Назначено: {X}"],
    statement: ["Перевод {P} 5000,00", "Оплата {H} 300,00", "Поступление от {O}"],
    cv: ["{P}\n{X}", "{X}, {O} (2015-2020)", "Образование: {H}"],
  },
};

const EL: Language = {
  code: "el",
  script: Script.GREEK,
  cityLocale: "el",
  surnameFirst: false,
  institutions: ["Νοσοκομείο {C}", "Πανεπιστήμιο {C}", "Τράπεζα {L}", "Φαρμακείο {L}"],
  frames: {
    ticket: ["Ο πελάτης {P} αναφέρει πρόβλημα με το {X}.", "Υπεύθυνος: {P}"],
    email: ["Αγαπητέ {P},", "Ο κ. {L} τηλεφώνησε.", "Με εκτίμηση,\n{P}\n{O}"],
    chat: ["{F}: εντάξει, ευχαριστώ", "{F}: μίλησα με {F}"],
    clinical: ["Ασθενής {P}, {H}.", "Φάρμακο: {X}"],
    statement: ["Μεταφορά σε {P} 200,00", "Πληρωμή {H}"],
    cv: ["{P}\n{X}", "{X}, {O}"],
  },
};

const AR: Language = {
  code: "ar",
  script: Script.ARABIC,
  cityLocale: "ar",
  surnameFirst: false,
  institutions: ["مستشفى {L}", "جامعة {C}", "بنك {L}", "صيدلية {L}"],
  frames: {
    ticket: ["تحدثت مع {P} من {O}.", "العميل {P} يبلغ عن مشكلة في {X}.", "المسؤول: {P}"],
    email: ["مرحبا {P}،", "السيد {P} المحترم،", "مع التحية،\n{P}\n{O}", "حضر {F} و{F} الاجتماع."],
    chat: ["{F}: شكرا", "{F}: أرسلت الملف ل{F}"],
    clinical: ["المريض {P} في {H}.", "الدواء: {X}"],
    statement: ["تحويل إلى {P} 500", "دفع {H}", "وصل من {O}"],
    cv: ["{P}\n{X}", "{X} في {O}"],
  },
};

const HE: Language = {
  code: "he",
  script: Script.HEBREW,
  cityLocale: "he",
  surnameFirst: false,
  institutions: ["בית החולים {L}", "אוניברסיטת {C}", "בנק {L}", "מרפאת {L}"],
  frames: {
    ticket: ["דיברתי עם {P} מ{O}.", "הלקוח {P} מדווח על תקלה ב{X}.", "אחראי: {P}"],
    email: ["שלום {P},", "בברכה,\n{P}\n{O}", "העברתי את המסמך ל{F}.", "{F} ו{F} יגיעו מחר."],
    chat: ["{F}: תודה", "{F}: דיברתי עם {F}"],
    clinical: ["המטופל {P} אושפז ב{H}.", "תרופה: {X}"],
    statement: ["העברה ל{P} 400", "תשלום {H}"],
    cv: ["{P}\n{X}", "{X} ב{O}"],
  },
};

const HI: Language = {
  code: "hi",
  script: Script.DEVANAGARI,
  cityLocale: "ne",
  surnameFirst: false,
  institutions: ["{C} अस्पताल", "{C} विश्वविद्यालय", "{L} बैंक"],
  frames: {
    ticket: ["{P} ने कॉल किया।", "ग्राहक {P} की शिकायत: {X}", "जिम्मेदार: {P}"],
    email: ["नमस्ते {P} जी,", "धन्यवाद,\n{P}\n{O}"],
    chat: ["{F}: ठीक है", "{F}: {F} से बात हुई"],
    clinical: ["मरीज़ {P}, {H}", "दवा: {X}"],
    statement: ["{P} को भुगतान 500", "{H} शुल्क"],
    cv: ["{P}\n{X}", "{X}, {O}"],
  },
};

const TH: Language = {
  code: "th",
  script: Script.THAI,
  cityLocale: "th",
  surnameFirst: false,
  institutions: ["โรงพยาบาล{C}", "มหาวิทยาลัย{C}", "ธนาคาร{L}"],
  frames: {
    ticket: ["คุณ{P} แจ้งว่า{X}เสีย", "ผู้รับผิดชอบ: คุณ{F}"],
    email: ["เรียน คุณ{P}", "ขอบคุณครับ\n{P}\n{O}"],
    chat: ["{F}: โอเค", "คุณ{F} โทรมาเมื่อวาน"],
    clinical: ["ผู้ป่วย {P} {H}", "ยา: {X}"],
    statement: ["โอนเงินให้ {P} 500", "ชำระ {H}"],
    cv: ["{P}\n{X}", "{X} {O}"],
  },
};

const KO: Language = {
  code: "ko",
  script: Script.HANGUL,
  cityLocale: "ko",
  surnameFirst: true,
  institutions: ["{C}대학교", "{C}병원", "{C}은행", "{C}약국"],
  frames: {
    ticket: [
      "{P}씨가 어제 전화했습니다.",
      "고객 {P}님이 {X} 문제를 신고했습니다.",
      "담당자 {P} 과장님께서 확인하셨습니다.",
      "{O}에서 연락이 왔습니다.",
    ],
    email: [
      "{P}님, 안녕하세요.",
      "{P}님께 메일을 보냈습니다.",
      "감사합니다.\n{P} 드림\n{O}",
      "{F}님 감사합니다.",
    ],
    chat: ["{P}: 네 알겠습니다", "{F}: {P}에게 전달했어요", "{P}이 {X} 주문했어요"],
    clinical: ["환자 {P}은 {H}에 입원했습니다.", "{P}의 보호자 연락처 확인", "처방: {X}"],
    statement: ["{P}의 계좌로 이체 50,000원", "{H} 납부", "{O} 입금"],
    cv: ["{P}\n{X}", "{O} {X} (2018-2022)", "학력: {H}"],
  },
};

const JA: Language = {
  code: "ja",
  script: Script.HAN,
  cityLocale: "ja",
  surnameFirst: true,
  institutions: ["{L}病院", "{L}銀行", "{L}クリニック", "{L}大学"],
  frames: {
    ticket: [
      "担当の{P}が対応いたします。",
      "{P}さんから電話がありました。",
      "お客様の{P}様より{X}の問い合わせ。",
    ],
    email: ["{P}様", "いつもお世話になっております。{O}の{P}です。", "よろしくお願いいたします。\n{P}"],
    chat: ["{L}: 了解です", "{F}: {L}さんに確認します"],
    clinical: ["患者{P}は{H}に入院。", "処方: {X}"],
    statement: ["振込 {P} 10,000円", "{H} 引落", "{O} 入金"],
    cv: ["{P}\n{X}", "{O} {X}", "学歴: {H}"],
  },
};

const ZH: Language = {
  code: "zh",
  script: Script.HAN,
  cityLocale: "zh_CN",
  surnameFirst: true,
  institutions: ["{C}人民医院", "{C}大学", "{C}银行", "{L}诊所"],
  frames: {
    ticket: ["{P}经理已经处理了您的问题。", "请联系{P}。", "客户{P}反映{X}无法使用。"],
    email: ["{P}先生您好，", "{O}的{P}说合同已寄出。", "此致\n{P}"],
    chat: ["{P}: 好的谢谢", "{P}: 我跟{P}说了"],
    clinical: ["患者{P}于3月在{H}就诊。", "处方: {X}"],
    statement: ["转账给{P} 500元", "{H} 扣款", "{O} 入账"],
    cv: ["{P}\n{X}", "{O} {X}", "教育: {H}"],
  },
};

/** The languages with the weight of each among generated documents (English most, as the issue's). */
export const LANGUAGES: readonly (readonly [Language, number])[] = [
  [EN, 10],
  [DE, 2],
  [FR, 2],
  [ES, 2],
  [RU, 2],
  [EL, 1],
  [AR, 2],
  [HE, 2],
  [HI, 1],
  [TH, 1],
  [KO, 3],
  [JA, 3],
  [ZH, 3],
];
