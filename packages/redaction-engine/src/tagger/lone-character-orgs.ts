import { EntityType } from "../entity-type.js";

const CJK = /^[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]$/u;

/**
 * A tagger ORG span of one Han, Kana or Hangul character standing alone (`이 력 서`, `(여)`,
 * `夫 山本`): no organisation is named by one character. One glued to the next (`한빛저축은행`)
 * is the start of a real name cut short and stays: it still breaks the name up. So does a one
 * syllable PERSON span glued to a word (`현재`, `봄날꽃집`): it cannot be told from a name's start.
 */
export function loneCharacterOrg(text: string, start: number, end: number, type: EntityType): boolean {
  return type === EntityType.ORG && end - start === 1 && CJK.test(text[start]!) && !letter(text[end]);
}

function letter(ch: string | undefined): boolean {
  return ch !== undefined && /\p{L}/u.test(ch);
}
