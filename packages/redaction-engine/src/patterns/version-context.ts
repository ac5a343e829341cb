import { hasWordBefore } from "./context-words.js";

// A dotted quad that a text calls a version (`Treiber 2.6.0.9`, `actualización 3.2.0.14`,
// `the 7.3.0.12 release`), in the languages of the corpora: such a quad is left in the text, the
// one case where a well-formed address is, by design (ipv4-recognizer.ts).

// The noun "version" in the languages of the corpora, within VERSION_WINDOW characters before
// (`Version under test: 3.4.5.6`, `Phiên bản phần mềm 2.0.4.11`, `バージョンは 5.1.2.0`).
const VERSION_NOUNS = [
  "version",
  "versión",
  "versao",
  "versão",
  "versione",
  "versie",
  "versjon",
  "versio",
  "verze",
  "verzi",
  "verzió",
  "wersja",
  "wersji",
  "sürüm",
  "sürümü",
  "phiên bản",
  "versionsnummer",
  "версия",
  "версии",
  "версію",
  "έκδοση",
  "גרסה",
  "الإصدار",
  "संस्करण",
  "バージョン",
  "版本",
  "버전",
  "เวอร์ชัน",
];
const VERSION_WINDOW = 24;
// Words for a release or an update, nearer (`please update the firewall for 10.0.0.5` names an
// address): within UPDATE_WINDOW characters.
const UPDATE_WORDS = ["ver", "v", "release", "build", "firmware", "sdk", "update", "upgrade", "patch"];
const UPDATE_WINDOW = 12;
// The same in other languages, longer words: right before the quad (`tras la actualización 3.2.0.14`).
const LONG_UPDATE_WORDS = [
  "mise à jour",
  "actualización",
  "actualizacion",
  "atualização",
  "aggiornamento",
  "aktualisierung",
];
const LONG_UPDATE_WINDOW = 16;
// A piece of software named right before the quad (`kernel 17.6.4.2`, `Treiber 2.6.0.9`): only
// directly before it, as `the agent at 10.0.0.5` is an address.
const SOFTWARE_RIGHT_BEFORE =
  /(?:^|[^\p{L}\p{N}])(?:agent|engine|driver|treiber|pilote|controlador|kernel|plugin|plug-in|firmware)\s*:?\s*$/iu;
// A version word right after the quad (`the 2.9.14.1 build`, `after the 7.3.0.12 release`).
const VERSION_RIGHT_AFTER = /^\s*(?:build|release|hotfix)(?![\p{L}\p{N}])/iu;

// Where a sentence or a line ends, or another number stands: a version word before it names
// something else (`version 6.3.8.45 is a version.⏎Login from 68.145.162.243`, `version 1.2.3.4
// 203.0.113.42`).
const SENTENCE_BREAK = /[.!?。](?=\s)|\n|\d/g;

/** How many characters before `start`, at most `window`, lie in the quad's own sentence, after any digit. */
function sameSentence(text: string, start: number, window: number): number {
  const before = text.slice(Math.max(0, start - window), start);
  let cut = 0;
  SENTENCE_BREAK.lastIndex = 0;
  for (let m = SENTENCE_BREAK.exec(before); m; m = SENTENCE_BREAK.exec(before)) cut = m.index + 1;
  return before.length - cut;
}

/** True when the quad at [start, end) is named a version or a build by the words around it. */
export function isVersionQuad(text: string, start: number, end: number): boolean {
  return (
    hasWordBefore(text, start, VERSION_NOUNS, sameSentence(text, start, VERSION_WINDOW)) ||
    hasWordBefore(text, start, UPDATE_WORDS, sameSentence(text, start, UPDATE_WINDOW)) ||
    hasWordBefore(text, start, LONG_UPDATE_WORDS, sameSentence(text, start, LONG_UPDATE_WINDOW)) ||
    SOFTWARE_RIGHT_BEFORE.test(text.slice(Math.max(0, start - 24), start)) ||
    VERSION_RIGHT_AFTER.test(text.slice(end, end + 16))
  );
}
