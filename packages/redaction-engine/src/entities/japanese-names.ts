import type { Finding } from "../finding.js";
import { personFinding } from "./person-finding.js";
import { allMatches } from "./sticky-scan.js";

// Japanese writes no spaces between words, but does put one between a surname and a given name
// when it writes a full name (`田中 太郎 から連絡`, `佐々木　美咲`, `ヤマモト タクミ`, `たかはし ゆい`):
// two short runs of one script, Han or kana, on either side of a space, in text that has kana
// (Chinese writes no such space). Headings and addresses put spaces between nouns as well
// (`営業部 鈴木様`, `東京 本社`): a run that ends in an office, place or role character is no name.
// A kana reading after a name (`三浦 葵（みうら あおい）`) says the name aloud: a name too.
const HAN = String.raw`[\p{Script=Han}々]`;
const KATAKANA = String.raw`[\p{Script=Katakana}ー]`;
const HIRAGANA = String.raw`\p{Script=Hiragana}`;
// Each run is tried with the run after it, so that in a chain (`長男 藤原 誠`, "eldest son Fujiwara
// Makoto"; `岡本 健一 部長`) every neighbouring pair is a candidate and the role word decides.
const pair = (c: string, min: number, max: number) =>
  new RegExp(
    String.raw`(?<!${c}|[\p{Script=Han}\p{Script=Katakana}])(${c}{${min},${max}})(?=([ 　])(${c}{${min},${max}})(?!${c}))`,
    "gu",
  );
const PAIRS = [pair(HAN, 1, 3), pair(KATAKANA, 2, 6), pair(HIRAGANA, 2, 5)];
// Roles, kin and words of forms that stand beside a name with a space: no name part.
const NOT_NAME_WORDS = new Set(
  "部長 課長 社長 係長 次長 室長 店長 会長 所長 院長 校長 主任 担当 長男 長女 次男 次女 三男 三女 父 母 妻 夫 息子 娘 祖父 祖母 兄 姉 弟 妹 同 卒業 入社 退社 入学 了解 承知 以上 御中 各位 宛 本人 氏名 名前".split(
    " ",
  ),
);
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
// Not 部, 村, 中, 上, 下 or 内, which end common surnames (阿部, 中村, 田中, 井上, 木下, 竹内).
const NOT_A_NAME_END = /[課社所局室店県市区都府員院校館係科省庁署団協組様殿宛]$/u;
// A title right after the second run makes it a surname with its title (`営業部 鈴木様`): the
// honorific rule's, and the first run is a department or a place.
const TITLE_AFTER = /^(?:様|さん|さま|殿|氏|先生|くん|ちゃん)/u;
// Particles and function words that hiragana text separates with spaces (children's texts, games).
const HIRAGANA_WORDS = new Set([
  "から",
  "まで",
  "です",
  "ます",
  "して",
  "した",
  "では",
  "には",
  "ので",
  "けど",
  "これ",
  "それ",
  "あれ",
  "この",
  "その",
  "あの",
  "ください",
  "ありがとう",
  "おねがい",
  "よろしく",
]);

/** PERSON spans for full Japanese names written with a space between surname and given name. */
export function findJapaneseNames(text: string, detector: string): Finding[] {
  const found: Finding[] = [];
  if (!KANA.test(text)) return found;
  for (const re of PAIRS) {
    let taken = -1;
    for (const m of allMatches(re, text)) {
      const parts = [m[1]!, m[3]!];
      const value = `${parts[0]}${m[2]}${parts[1]}`;
      if (m.index < taken) continue;
      if (parts.some((p) => NOT_A_NAME_END.test(p) || HIRAGANA_WORDS.has(p) || NOT_NAME_WORDS.has(p)))
        continue;
      // A one-character surname and given name together (`林 誠`) are rarer than a date's
      // `月　同`; a three-character run ending in 部 is a department or faculty (`工学部`).
      if (value.length < 4 || parts.some((p) => p.length >= 3 && p.endsWith("部"))) continue;
      const end = m.index + value.length;
      if (TITLE_AFTER.test(text.slice(end, end + 2))) continue;
      found.push(personFinding(m.index, value, 0.8, detector));
      taken = end;
    }
  }
  return found;
}
