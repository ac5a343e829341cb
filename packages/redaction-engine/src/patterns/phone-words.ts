/**
 * Nouns that label a phone number (`Tel.:`, `Mobil`, `電話`): what follows them is a number to
 * dial, even in a shape that is otherwise read as an address or a date (`Tél. 70.12.34.56`).
 * Not "number" and its translations: "policy number", "order number" are not phones.
 */
export const PHONE_LABELS: readonly string[] = [
  "telefon",
  "téléphone",
  "teléfono",
  "telefono",
  "tél",
  "portable",
  "mobil",
  "handy",
  "móvil",
  "celular",
  "电话",
  "電話",
  "번호",
  "전화",
  "เบอร์",
  "โทร",
  "телефон",
  "тел",
  "هاتف",
  "טלפון",
  "फोन",
  "phone",
  "tel",
  "telephone",
  "mobile",
  "cell",
  "fax",
  "whatsapp",
  "mob",
];

/**
 * Every word written right before a phone number: the labels, and verbs that also precede other
 * things ("call me on 21.12.24" may be a date, "API call to 10.0.0.7" an address).
 */
export const PHONE_WORDS: readonly string[] = [
  ...PHONE_LABELS,
  "joindre",
  "rufen",
  "anrufen",
  "bellen",
  "ring",
  "call",
  "sms",
  "text",
  "ph",
];
