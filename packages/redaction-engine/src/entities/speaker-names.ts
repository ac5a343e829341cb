import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import type { WorkMeter } from "../work-meter.js";
import { normalizeName } from "./compromise-recognizer.js";
import type { NameWords } from "./name-words.js";
import { allMatches, markedLineMatches } from "./sticky-scan.js";
import { WORD_NAMES } from "./word-names.js";

// A chat line names its speaker by position, not by capital letters, so this works for
// `john miller`, `李娜` and `พิมพ์ชนก วงศ์ใหญ่` alike:
//   [09:14] john miller: ...     09:14 li na: ...      พิมพ์ชนก วงศ์ใหญ่ 09:07  ...      mark 14:03  ...
// Handles built from a name (`sofi_ramos`, `mark_t`) are names too.
const NAME = String.raw`[\p{L}\p{M}][\p{L}\p{M}'’._-]*(?: [\p{L}\p{M}][\p{L}\p{M}'’._-]*){0,2}`;
// KakaoTalk and LINE write the half of the day before the time (`[오후 9:02]`, `午後 3:10`).
const TIME = String.raw`\[?(?:(?:오전|오후|午前|午後)[ \t]?)?\d{1,2}:\d{2}(?::\d{2})?\]?`;
// The colon may stand apart from the name (`20:14 แพรวา : ...`, `[오후 9:02] 남궁설 : ...`).
const TIME_THEN_NAME = new RegExp(String.raw`^[ \t]*${TIME}[ \t]+(${NAME})[ \t]?[:：][ \t]`, "gmu");
// Telegram's copied messages put the speaker on a line of its own before the date and time:
// `Олег Ступак, [12.03.2026 10:15]`. The bracketed date and time after a comma are the mark.
const NAME_COMMA_DATE = new RegExp(
  String.raw`^(${NAME}), \[\d{1,2}[./]\d{1,2}[./]\d{2,4},? \d{1,2}:\d{2}(?::\d{2})?(?: ?[AaPp][Mm])?\][ \t]*$`,
  "gmu",
);
// `nico hoy a las 18:05`, `anna today at 9:14`: a day word between name and time.
const DAY = String.raw`(?:(?:hoy|ayer) a las|(?:today|yesterday) at|(?:heute|gestern) um|(?:aujourd'hui|hier) à)[ \t]+`;
const NAME_THEN_TIME = new RegExp(
  String.raw`^(${NAME})[ \t]+(?:${DAY})?${TIME}(?:[ \t]*:)?(?:[ \t]|$)`,
  "gmu",
);
// IRC and terminal chat logs: `<summer> lol`, `[09:14] <@mark_t> gg`, `will> see you`. The angle
// brackets are the speaker's mark, so one line is enough; HTML tags (`<div> text`) and shell
// prompts (`mysql> select`) are no speakers.
const HANDLE = String.raw`[\p{L}][\p{L}\p{M}\p{N}_.-]{0,30}`;
const ANGLE_SPEAKER = new RegExp(
  String.raw`^[ \t]*(?:${TIME}[ \t]+)?(?:<[@+~&%]?(${HANDLE})>|(${HANDLE})>)[ \t]`,
  "gmu",
);
const NOT_SPEAKERS = new Set(
  (
    "mysql sql psql sqlite irb ftp sftp db root user shell cmd ps python node redis mongo postgres gdb lldb pdb ghci iex " +
    "a abbr b blockquote body br button code dd div dl dt em footer form h1 h2 h3 h4 h5 h6 head header hr html i img " +
    "input label li nav ol option p pre q s script section select small span strong style sub sup table tbody td " +
    "textarea th thead tr u ul"
  ).split(" "),
);
// A transcript without times: `Анна Петрова: я.`, `王磊：@李娜`. One such line could be a label
// (`Subject:`), so a name counts only when it speaks on two lines or more.
// A role word before the speaker (`Agent Hope Castillo:`) is not part of the name.
const NAME_COLON = new RegExp(
  String.raw`^(?:(?:Agent|Agente|Operator|Advisor|Conseill(?:er|ère))[ \t]+)?(${NAME})[ \t]?[:：][ \t]?`,
  "gmu",
);
// Field labels whose value is a person's name, in the languages of the tickets, records and
// statements seen (`Member: JOLENE R. HUTCHERSON`, `Supplementary card holder: LIM JUN HAO`).
// A labelled name may have four words (`Paciente: Ana Beatriz Souza Lima`).
const NAME4 = String.raw`[\p{L}\p{M}][\p{L}\p{M}'’._-]*(?: [\p{L}\p{M}][\p{L}\p{M}'’._-]*){0,3}`;
const LABEL = new RegExp(
  String.raw`^[ \t]*(?:Account holder|Kontoinhaber(?:in)?|Posiadacz|Titular|Patient(?:in)?|Paciente|Пациент|Пациентка|患者|患者名|מטופל(?:ת)?|שם הלקוח|Contact|Contato|Contacto|Kontakt|Next of kin|Seen by|Attending|Referência|Reference|Referenz|Références?|References|差出人|宛先|From|Von|Da|De|Aan|Van|Visitor|Member|(?:Primary |Supplementary |Additional )?[Cc]ard ?holder|Account name|Beneficiary|Payee|Name|Full name|Nombre|Nom|Имя|ФИО|姓名|氏名|이름|성명)[ \t]?[:：][ \t]*(${NAME4})(?=[ \t]*(?:$|[<(,·|]|[ \t]{2}))`,
  "gmu",
);
// Both need a colon on their line, and most lines have none: they run only from the starts of
// lines that have one (sticky-scan.ts); each was tried, with its backtracking name, on every line.
const COLON = /[:：]/g;
const NAME_COLON_AT = new RegExp(NAME_COLON.source, "muy");
const LABEL_AT = new RegExp(LABEL.source, "muy");
/** The patterns run from marked lines, for the test that this finds what a global scan finds. */
export const LINE_PATTERNS = { NAME_COLON, LABEL } as const;
// Accounts that are not people, and ticket fields (`Requester:`, `Assignee:`, `Org:`) read as speakers.
const NOT_A_PERSON =
  /bot\b|^(?:system|admin|support|team|helpdesk|agent|server|alert|visitor|customer|client|cliente|kunde|kundin|caller|operator|user|note|subject|re|to|cc|from|date|requester|requestor|reporter|assignee|assigned to|owner|org|organi[sz]ation|company|priority|status|severity|queue|category|department|dept|branch|location|ticket)\b|services|\b(?:gmbh|ltd|inc|llc|ag|sa)\b/i;

// Words right before a one-word name that say it is being addressed or talked about.
const CUE_BEFORE =
  /(?:(?:^|[\s,(])(?:@|thx|thanks|thank you|hi|hey|hello|yes|no|ok|ask|ping|tell|with|and|cc|dear|merci|danke|gracias)[\s,]*|\d:\d\d\]?[ \t]+|[:：][ \t]*|@)$/i;

/**
 * Speakers of chat lines, as PERSON, and every later mention of a speaker's name written the same
 * way (case included). A one-word name (`mark`, `rose`, `will`) is so often an ordinary word that
 * its mentions count only after a cue (`thx rose`, `@mark`).
 */
export function findSpeakerNames(
  text: string,
  detector: string,
  meter?: WorkMeter,
  nameLists?: NameWords,
  commonWords?: ReadonlySet<string>,
): Finding[] {
  // A one-word speaker that is an ordinary word and no known name speaks by role (`Me:`, `Clinic:`,
  // `mummy:`), not by name; `will:` and `rose:` are names and words, and stay.
  const role = (name: string) => {
    if (!commonWords || name.includes(" ")) return false;
    const lower = name.toLowerCase();
    return commonWords.has(lower) && nameLists?.isName(lower) !== true;
  };
  const found: Finding[] = [];
  // Counted for the linear-growth test: one unit per line or word visited and per name compared.
  let work = 0;
  const names = new Set<string>();
  // Starts already taken, so that each check is constant time (the text may hold thousands of lines).
  const taken = new Set<number>();
  // Both time patterns need a clock time; most texts have none, and then neither scans.
  for (const re of CLOCK.test(text) ? [TIME_THEN_NAME, NAME_THEN_TIME, NAME_COMMA_DATE] : []) {
    for (const m of allMatches(re, text)) {
      work++;
      const name = m[1]!;
      if (NOT_A_PERSON.test(name) || role(name)) continue;
      const start = m.index + m[0].indexOf(name);
      found.push(speaker(start, start + name.length, name, detector));
      taken.add(start);
      names.add(name);
    }
  }
  if (text.includes(">"))
    for (const m of allMatches(ANGLE_SPEAKER, text)) {
      work++;
      const name = m[1] ?? m[2]!;
      if (NOT_A_PERSON.test(name) || NOT_SPEAKERS.has(name.toLowerCase()) || role(name)) continue;
      const start = m.index + m[0].indexOf(name);
      found.push(speaker(start, start + name.length, name, detector));
      taken.add(start);
      names.add(name);
    }
  const colonLines = new Map<string, number[]>();
  for (const m of markedLineMatches(COLON, NAME_COLON_AT, text)) {
    work++;
    const name = m[1]!;
    const start = m.index + m[0].indexOf(name, m[0].length - name.length - 3);
    if (
      NOT_A_PERSON.test(name) ||
      role(name) ||
      taken.has(start) ||
      fieldLabel(name, text, m.index + m[0].length)
    )
      continue;
    const starts = colonLines.get(name);
    if (starts) starts.push(start);
    else colonLines.set(name, [start]);
  }
  // In a transcript (some name speaks on two lines or more) a name that speaks once is a speaker too.
  const transcript = [...colonLines.values()].some((starts) => starts.length >= 2);
  for (const [name, starts] of colonLines) {
    if (starts.length < 2 && !transcript) continue;
    for (const start of starts) {
      found.push(speaker(start, start + name.length, name, detector));
      taken.add(start);
    }
    names.add(name);
  }
  for (const m of markedLineMatches(COLON, LABEL_AT, text)) {
    work++;
    const name = m[1]!;
    if (NOT_A_PERSON.test(name) || /\d/.test(name)) continue;
    if (!/\p{Lu}|\p{Lo}/u.test(name[0]!) && !lowerCaseName(name, nameLists)) continue;
    const start = m.index + m[0].lastIndexOf(name);
    if (!taken.has(start)) {
      found.push({ ...speaker(start, start + name.length, name, detector), confidence: 0.8 });
      taken.add(start);
    }
  }
  // A lower-case chat name is also written capitalised after a cue (`bill` speaks, `Hi Bill`).
  const forms = [...names].flatMap((name) => {
    const capitalised = name[0]!.toUpperCase() + name.slice(1);
    return capitalised !== name && !name.includes(" ") ? [name, capitalised] : [name];
  });
  // One pass over the words of the text, whatever the number of speakers (issue 22: searching
  // the text once per name was quadratic in a long chat). A mention starts and ends at a word
  // boundary, so it starts with a whole run of letters and digits: that run is the lookup key.
  const byKey = new Map<string, string[]>();
  for (const name of forms) {
    const key = WORD_RUN.exec(name)?.[0];
    if (!key) continue;
    const list = byKey.get(key);
    if (list) list.push(name);
    else byKey.set(key, [name]);
  }
  // No speaker, no mention to look for: most texts are not chats, so skip their words.
  if (byKey.size > 0)
    for (const m of allMatches(WORD_RUNS, text)) {
      const at = m.index;
      work++;
      for (const name of byKey.get(m[0]) ?? []) {
        work++;
        const end = at + name.length;
        if (!text.startsWith(name, at) || letter(text[end]) || taken.has(at)) continue;
        const cued = name.includes(" ") || CUE_BEFORE.test(text.slice(Math.max(0, at - 16), at));
        if (!cued) continue;
        found.push({ ...speaker(at, end, name, detector), confidence: 0.75 });
        taken.add(at);
        break;
      }
    }
  meter?.add(work + forms.length);
  return found;
}

// Field labels written like speakers: `SSN on file: 239-…`, `Docs: http://…` (twice in a text).
const LABEL_WORDS = /\s(?:on|of|for|in|at|to|by|with|the|a|an|per|no|nr)(?:\s|$)/;
const FIELD_VALUE = /^(?:\d|https?:|www\.|[$€£#])/;

function fieldLabel(name: string, text: string, valueStart: number): boolean {
  return (
    LABEL_WORDS.test(name) ||
    (/^\p{Lu}/u.test(name) && FIELD_VALUE.test(text.slice(valueStart, valueStart + 8)))
  );
}

/**
 * A lower-case labelled value is a name (`Contact: li na`) when its first word is a known name that
 * is no ordinary word too (`Contact: mark as urgent` is an instruction).
 */
function lowerCaseName(value: string, names: NameWords | undefined): boolean {
  const first = value.split(" ")[0]!;
  return names?.isName(first) === true && !WORD_NAMES.has(first);
}

const CLOCK = /\d:\d\d/;
const WORD_RUN = /^[\p{L}\p{M}\p{N}]+/u;
const WORD_RUNS = /[\p{L}\p{M}\p{N}]+/gu;

function letter(ch: string | undefined): boolean {
  return ch !== undefined && /[\p{L}\p{M}\p{N}]/u.test(ch);
}

function speaker(start: number, end: number, name: string, detector: string): Finding {
  return {
    start,
    end,
    type: EntityType.PERSON,
    confidence: 0.85,
    detector,
    verdict: "unvalidated",
    normalized: normalizeName(name),
  };
}
