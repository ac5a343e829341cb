// Thai writes no space between words, so a name runs on into what follows it (`คุณสมชายโทรมา`,
// "Khun Somchai called"). Where it ends is where the first word that follows names in a sentence
// starts: verbs of contact, auxiliaries, particles and conjunctions. Words that also occur inside
// common names are left out (`มา` in `สุมาลี`, `มี`, `ทำ`), so such a run stays whole.
const FOLLOWERS = [
  "โทร",
  "ได้",
  "ค่ะ",
  "ครับ",
  "จะ",
  "ที่",
  "ไม่",
  "แจ้ง",
  "ขอ",
  "เป็น",
  "ว่า",
  "ให้",
  "บอก",
  "ส่ง",
  "ติดต่อ",
  "ช่วย",
  "ถาม",
  "สอบถาม",
  "ต้องการ",
  "ต้อง",
  "อยาก",
  "และ",
  "กับ",
  "หรือ",
  "เคย",
  "ยัง",
  "อยู่",
  "ซื้อ",
  "จ่าย",
  "ชำระ",
  "โอน",
  "สั่ง",
  "เข้า",
  "ของ",
  "คือ",
  "กำลัง",
  "เพิ่ง",
  "ยืนยัน",
  "เขียน",
  "แล้ว",
  "จาก",
  "เมื่อ",
  "ซึ่ง",
];
/** A name has at least this many characters before a follower can end it (`ฝน`). */
const MIN_NAME = 2;

// Titles before a Thai name, written without a space: `คุณ` (not the `คุณ` of ขอบคุณ, "thank
// you") and `พี่` (elder sibling, said of colleagues).
const TITLE = /(?<!ขอบ)คุณ|พี่/u;

/**
 * Where the name after a title inside a run of Thai letters is (`ได้ติดต่อคุณอนุชาจากฝ่ายไอที`:
 * `อนุชา`), as [start, end] in the run; undefined when the run holds no title before letters.
 */
export function thaiNameAfterTitle(run: string): [number, number] | undefined {
  const m = TITLE.exec(run);
  if (!m) return undefined;
  const start = m.index + m[0].length;
  if (start + MIN_NAME > run.length) return undefined;
  return [start, start + thaiNameEnd(run.slice(start))];
}

/** A Thai title ends right before `at` (`คุณ|สมชาย`), so a run starting there starts a name. */
export function thaiTitleBefore(text: string, at: number): boolean {
  return /(?:(?<!ขอบ)คุณ|พี่)$/u.test(text.slice(Math.max(0, at - 6), at));
}

/** The length of the name at the start of a run of Thai letters: up to the first follower word. */
export function thaiNameEnd(run: string): number {
  for (let i = MIN_NAME; i < run.length; i++)
    for (const word of FOLLOWERS) if (run.startsWith(word, i)) return i;
  return run.length;
}
