// Speakers of generated chat logs (decision 0051). The tuning pool's writers each wrote chat in
// their own layout (`**rory**: ...`, `[21/04, 7:45 PM] Anjali Mehra: ...`, `Siobhan Devlin 11:16`,
// `王芳：...`, `10:02 さとみ ...`), always with the same two to four people talking, and the
// tagger left names at the head of such lines when it had not seen that layout. A generated chat
// draws one layout and a few participants per document and writes every line's speaker that way.

type Random = () => number;
const pick = <T>(r: Random, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

/** Line heads: `{S}` the speaker, `{T}` a time, `{D}` a date, `{:}` the script's colon. */
export const SPEAKER_LAYOUTS: readonly string[] = [
  "{S}{:} ",
  "**{S}**{:} ",
  "[{T}] {S}{:} ",
  "{T} {S}{:} ",
  "{T} {S} ",
  "{S} {T}\n",
  "<{S}> ",
  "[{D}, {T}] {S}{:} ",
  "{D} {T} - {S}{:} ",
  "{S} ({T}){:} ",
  "{S} — ",
];

/** How a participant's name is written as a chat handle (names of one word each; `bích hằng` stays itself). */
const HANDLES: readonly ((first: string, last: string) => string)[] = [
  (f) => f,
  (f) => f.toLowerCase(),
  (f) => f.toLowerCase(),
  (f, l) => `${f} ${l}`,
  (f, l) => `${f.toLowerCase()}.${l.toLowerCase()}`,
  (f, l) => `${f.toLowerCase()}.${l[0]!.toLowerCase()}`,
  (f, l) => `${f.toLowerCase()}_${l[0]!.toLowerCase()}`,
];

/** A frame's leading speaker slot (`{p}: `, `[10:42] {p}: `, `{F}: `), which the layout replaces. */
export const LEADING_SPEAKER = /^(?:\[\d\d:\d\d\] )?\{[pPFL]\}: ?/;

export interface ChatSpeakers {
  /** The line head for the next line: a participant marked as PERSON, in the document's layout. */
  head(): string;
}

/**
 * One document's layout and participants. `person` draws a first and last name of the document's
 * language; `joined` (Chinese, Japanese, Korean) writes the full name surname first without a
 * space and uses the full-width colon half the time.
 */
export function chatSpeakers(
  r: Random,
  person: () => readonly [string, string],
  joined: boolean,
  mark: (value: string) => string,
): ChatSpeakers {
  const layout = pick(r, SPEAKER_LAYOUTS);
  const colon = joined && r() < 0.5 ? "：" : ":";
  const count = 2 + Math.floor(r() * 3);
  const people: string[] = [];
  for (let i = 0; i < count; i++) {
    const [first, last] = person();
    if (joined) people.push(r() < 0.6 ? `${last}${first}` : r() < 0.5 ? first : last);
    else if (/\s/.test(first + last)) people.push(r() < 0.5 ? first : first.toLowerCase());
    else people.push(pick(r, HANDLES)(first, last));
  }
  const time = () =>
    `${String(8 + Math.floor(r() * 12)).padStart(2, "0")}:${String(Math.floor(r() * 60)).padStart(2, "0")}`;
  const date = () => `${1 + Math.floor(r() * 28)}/${1 + Math.floor(r() * 12)}/2026`;
  return {
    head: () =>
      layout
        .replace("{S}", mark(pick(r, people)))
        .replace("{T}", time())
        .replace("{D}", date())
        .replace("{:}", colon),
  };
}
