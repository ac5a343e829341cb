import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { normalizeName } from "./compromise-recognizer.js";
import { allMatches } from "./sticky-scan.js";
import { thaiNameEnd } from "./thai-name-end.js";

// Scripts without capital letters mark names with honorifics instead, and those are precise:
// Japanese titles after the name (`田中さん`, `鈴木様`, `山田先生`; a Han run of at most four
// characters with no Han before it: Chinese text has no spaces to say where a name starts, so
// `请联系王先生` is left alone), Korean job titles
// and 님/씨 after it (`정하늘 과장님`, `민준씨`), Thai คุณ and Hebrew ד"ר/מר/גב' before it (issue 22).
// The honorific is never part of the span.
const CJK_NAME = String.raw`[\p{Script=Han}\p{Script=Katakana}ー]{1,4}`;
const CJK_AFTER = new RegExp(
  String.raw`(?<![\p{Script=Han}\p{Script=Katakana}ー])(${CJK_NAME})(?:さん|さま|様|氏|先生|くん|君|ちゃん)`,
  "gu",
);
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL_NAME = String.raw`\p{Script=Hangul}{2,4}`;
const KOREAN_TITLE = "님|씨|과장님?|부장님?|대리님?|팀장님?|차장님?|사장님?|실장님?|선생님|교수님|변호사님";
// A case particle may follow the title (`박서연씨가`, `김민준님께서`, `이지은 과장님의`).
const KOREAN_PARTICLE = "께서|에게서|에게|한테|께|이|가|은|는|을|를|의|도|와|과|랑|이랑|만";
const KOREAN_AFTER = new RegExp(
  String.raw`(?<!\p{Script=Hangul})(${HANGUL_NAME})(?:[ ](?:${KOREAN_TITLE})|(?:님|씨))(?:${KOREAN_PARTICLE})?(?!\p{Script=Hangul})`,
  "gu",
);
// With no title, a particle that only people take (`이지은에게`, `최유나께서`) after three
// syllables starting with a common surname.
const KOREAN_SURNAMES =
  "김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진나엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국";
const KOREAN_PERSON_PARTICLE = new RegExp(
  String.raw`(?<!\p{Script=Hangul})([${KOREAN_SURNAMES}]\p{Script=Hangul}{2})(?:에게서|에게|한테|께서)(?!\p{Script=Hangul})`,
  "gu",
);
// Words that take 님 but are no names: customer, member, teacher, everyone, the titles themselves.
const KOREAN_NOT_NAMES = new Set([
  "고객",
  "회원",
  "선생",
  "여러분",
  "사장",
  "부장",
  "과장",
  "팀장",
  "대리",
  "교수",
  // Three-syllable words for people that take 에게 and 께서: guardian, manager, user, applicant...
  "보호자",
  "담당자",
  "관리자",
  "사용자",
  "신청자",
  "고객님",
  "선생님",
  "사장님",
  "부모님",
  "친구들",
  "여러분",
  "운전자",
  "회원님",
  "이용자",
  "환자분",
  "의사님",
  "부장님",
  "과장님",
  "팀장님",
  "교수님",
  "아이들",
  "상대방",
  "판매자",
  "구매자",
]);
// Not the คุณ of ขอบคุณ ("thank you").
const THAI_BEFORE = /(?<!ขอบ)คุณ([\p{Script=Thai}]{2,20})/gu;
const HEBREW_BEFORE =
  /(?<![\p{Script=Hebrew}])(?:ד["״]ר|פרופ['׳]|מר|גב['׳])\s+(\p{Script=Hebrew}[\p{Script=Hebrew}'׳-]*(?:\s\p{Script=Hebrew}[\p{Script=Hebrew}'׳-]*)?)/gu;

// Each pattern runs only on text holding its script (most text holds none of them).
const HANGUL = /[\uAC00-\uD7A3]/;
const PREFILTER = new Map<RegExp, RegExp>([
  [CJK_AFTER, /[\u3040-\u30FF\u4E00-\u9FFF]/],
  [KOREAN_AFTER, HANGUL],
  [KOREAN_PERSON_PARTICLE, HANGUL],
  [THAI_BEFORE, /คุณ/],
  [HEBREW_BEFORE, /[\u0590-\u05FF]/],
]);

/** PERSON spans marked by an honorific in Japanese, Chinese, Korean, Thai and Hebrew. */
export function findHonorificNames(text: string, detector: string): Finding[] {
  const found: Finding[] = [];
  // The Japanese titles only in Japanese text (it has kana); Chinese writes 先生 after names too.
  const japanese = KANA.test(text);
  for (const re of [CJK_AFTER, KOREAN_AFTER, KOREAN_PERSON_PARTICLE, THAI_BEFORE, HEBREW_BEFORE]) {
    if (re === CJK_AFTER && !japanese) continue;
    if (!PREFILTER.get(re)!.test(text)) continue;
    for (const m of allMatches(re, text)) {
      const name = re === THAI_BEFORE ? m[1]!.slice(0, thaiNameEnd(m[1]!)) : m[1]!;
      if ((re === KOREAN_AFTER || re === KOREAN_PERSON_PARTICLE) && KOREAN_NOT_NAMES.has(name)) continue;
      const start = m.index + m[0].indexOf(name);
      found.push({
        start,
        end: start + name.length,
        type: EntityType.PERSON,
        confidence: 0.85,
        detector,
        verdict: "unvalidated",
        normalized: normalizeName(name),
      });
    }
  }
  return found;
}
