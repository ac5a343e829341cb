// The words that tie a date to an event other than a birth (decision 0055): a date of a plausible
// birth year is read as a date of birth (birth-year-dates.ts) unless its clause names what else
// happened that day (`issued 12/03/2009`, `married on 4 June 1998`, `Date of admission: …`), or it
// opens or closes a range (`01/02/1998 – 03/04/2005`, `from 1998-05-01`).

// Stems that name another event anywhere in the clause before the date, in the languages whose
// dates the engine reads. A bare word for "date" counts too (`Date: 12/03/2009`, `Claim date`): a
// date of birth's label says "birth", which BIRTH below lets through.
const EVENT = new RegExp(
  String.raw`(?<![\p{L}])(?:${[
    // English
    "date|dated|issu|expir|valid|admi(?:ss|tt)|discharg|hired?|hiring|employed|employment|join(?:ed|ing)?(?![\\p{L}])|marri|wedd|divorc|death|died|deceased|dod\\b|since|until|effective|registered|registration|incorporat|found(?:ed|ing)|established|enrol|graduat|diagnos|onset|surg|operat|visit|seen|appointment|consult|signed|opened|started|start|began|commenc|renew|cancel|terminat|resign|retire|arriv|depart|travel|entry|entered|paid|payment|invoic|purchas|received|sent(?![\\p{L}])|shipped|deliver|filed|incident|accident|injur|occurr|happened|due|created|updated|modified|printed|inception|complet|closed|sold|bought|built|acquired|awarded|approved|submitted|lodged|booked|posted|published|released|amended|revised|logged|login|vaccin|immuni|test(?:ed)?\\b|exam(?:ined|ination)?(?![\\p{L}])",
    // German, Dutch, Scandinavian
    "datum|seit|ausgestellt|gültig|aufnahme|aufgenommen|entlass|eingestellt|eintritt|heirat|verheiratet|gestorben|verstorben|tod(?:es)?(?![\\p{L}])|unterschrieben|eröffnet|sinds|afgegeven|geldig|opgenomen|getrouwd|overleden|ondertekend|utstedt|utfärdad",
    // French, Spanish, Portuguese, Italian
    "depuis|jusqu|délivr|émis|valable|expir|admis|entrée|embauch|marié|décè|décéd|signé|ouvert|fecha|desde|hasta|expedi|emiti|emisi|válid|ingres|contratad|casad|matrimonio|fallec|defun|firmad|data|emitid|emissão|falec|óbito|internad|assinad|aberto|rilasci|scadenz|ricover|assunt|sposat|decedut|morto|firmat",
    // Polish, Czech, Turkish, Indonesian, Russian, Ukrainian, Greek
    "wydan|ważn|przyjęt|zatrudn|ślub|zmarł|vydán|platn|přijat|zemřel|veriliş|geçerli|kabul|evlen|ölüm|tanggal|diterbitkan|berlaku|menikah|meninggal|выдан|действ|поступ|принят|брак|умер|смерт|видан|дійсн|помер|έκδοση|λήξη|εισαγωγή|γάμο|θάνατο",
    // Japanese, Chinese, Korean, Thai
    "発行|交付|有効|入院|退院|入社|結婚|死亡|受診|签发|有效|入院|出院|入职|结婚|死亡|以来|日期|발급|유효|입원|퇴원|입사|결혼|사망|ออกบัตร|หมดอายุ|วันที่",
  ].join("|")})`,
  "iu",
);
// A word for birth in the clause: then the date is the person's own (`Date/place of birth:`).
const BIRTH =
  /birth|born|d\.?o\.?b|(?<!\p{L})(?:n[ée]e?|nat[oaie]|nac\.|nasc\.)(?!\p{L})|naissance|nacimiento|nascimento|nascita|naște|naşte|geburt|geb\.|geboren|urodz|narozen|doğum|lahir|рожд|народж|γέννη|ميلاد|לידה|जन्म|生年|出生|誕生|生日|생년|출생|생일|เกิด/iu;
// The short words that make the date a range's end or a start (`from`, `to`, `bis`, `du`, `od`),
// counted only right before it: elsewhere in the clause they are too common to mean anything.
const RANGE_WORD_BEFORE =
  /(?<![\p{L}])(?:from|to|till|between|ab|von|vom|bis|du|au|dès|del|dal|al|van|tot|od|do|с|по|від|з|から)(?:[ \t]+(?:the|le|la|el|der|dem|den))?[ \t]*[:：]?[ \t]*$/iu;
// A range's other end: a number and a dash or a range word right before, or a date right after.
const RANGE_END_BEFORE = /\d[ \t]*(?:[-–—~～]|to|and|und|et|y|e|bis|au|al|a|hasta|tot|do|по|까지)[ \t]*$/iu;
const RANGE_START_AFTER = /^[ \t]*(?:[-–—~～]|to|bis|au|al|a|hasta|until|till|tot|do|по|から)[ \t]*\d/iu;
// An event named right after the date, in brackets or as what the date was (`12/03/2009
// (issued)`, `4 June 1981 was the founding date`).
const EVENT_AFTER =
  /^[ \t]*(?:[([]|,?[ \t]*(?:was|is|were|marks?|war|était|fue|foi|fu)[ \t]+)[ \t]*([^)\]\n.,;]{1,24})/iu;
// How far back the clause before the date is read, and what ends it: a line, a cell, a sentence,
// or an earlier number (the words before an earlier date name that date's event, not this one's).
const CLAUSE_REACH = 48;
const CLAUSE_END = /[\n|\t]|[.!?。！？](?=\s)|\d/gu;

/** Whether the text around the date at [start, end) ties it to an event other than a birth. */
export function namesOtherEvent(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - CLAUSE_REACH), start);
  if (RANGE_END_BEFORE.test(before)) return true;
  const after = text.slice(end, end + 32);
  if (RANGE_START_AFTER.test(after)) return true;
  let clauseStart = 0;
  for (const m of before.matchAll(CLAUSE_END)) clauseStart = m.index + m[0].length;
  const clause = before.slice(clauseStart);
  if (BIRTH.test(clause)) return false;
  if (EVENT.test(clause) || RANGE_WORD_BEFORE.test(clause)) return true;
  const bracket = EVENT_AFTER.exec(after);
  return !!bracket && !BIRTH.test(bracket[1]!) && EVENT.test(bracket[1]!);
}
