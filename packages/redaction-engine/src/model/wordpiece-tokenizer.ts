/**
 * BERT's tokenizer (the Hugging Face `BertNormalizer` + `BertPreTokenizer` + `WordPiece` chain),
 * keeping the offsets of every word in the input. Offsets are UTF-16 code units, as everywhere
 * in the engine; sub-word pieces are not located, because spans are built from whole words.
 */

export interface WordPieceOptions {
  /** Token -> id. */
  readonly vocab: ReadonlyMap<string, number>;
  readonly unkToken?: string;
  /** Prefix of a piece that continues a word. Default `##`. */
  readonly continuingPrefix?: string;
  /** Longer words become the unknown token. Default 100 (BERT's). */
  readonly maxCharsPerWord?: number;
  /** Lower-case before looking words up (uncased vocabularies). Default false. */
  readonly lowercase?: boolean;
  /** Remove accents (NFD, then drop combining marks). Default: the value of `lowercase`, as BERT does. */
  readonly stripAccents?: boolean;
}

/** A pre-token: a run of word characters, or one punctuation mark or CJK ideograph. */
export interface WordSpan {
  readonly start: number;
  readonly end: number;
}

export interface Tokenized {
  /** Vocabulary ids of the text's tokens, without special tokens. */
  readonly ids: Int32Array;
  /** For each token, the index of its word in `words`. */
  readonly wordOf: Int32Array;
  readonly words: readonly WordSpan[];
}

export interface WordPieceTokenizer {
  readonly unkId: number;
  tokenize(text: string): Tokenized;
}

const WORD = 0;
const SPLIT = 1;
const SINGLE = 2;
const DROP = 3;

export function createWordPieceTokenizer(options: WordPieceOptions): WordPieceTokenizer {
  const { vocab } = options;
  const unkToken = options.unkToken ?? "[UNK]";
  const unkId = vocab.get(unkToken);
  if (unkId === undefined) throw new Error(`the vocabulary has no unknown token "${unkToken}"`);
  const prefix = options.continuingPrefix ?? "##";
  const maxChars = options.maxCharsPerWord ?? 100;
  const lowercase = options.lowercase ?? false;
  const stripAccents = options.stripAccents ?? lowercase;

  function normalizeWord(raw: string): string {
    let word = raw.replace(DROPPED, "");
    if (lowercase) word = word.toLowerCase();
    if (stripAccents) word = word.normalize("NFD").replace(COMBINING_MARK, "");
    return word;
  }

  /** Greedy longest-match-first; a word with an unmatched remainder is one unknown token. */
  function pieces(word: string, out: number[]): void {
    if (codePointLength(word) > maxChars) {
      out.push(unkId!);
      return;
    }
    const found: number[] = [];
    let start = 0;
    while (start < word.length) {
      let end = word.length;
      let id: number | undefined;
      while (start < end) {
        id = vocab.get(start > 0 ? prefix + word.slice(start, end) : word.slice(start, end));
        if (id !== undefined) break;
        end -= isSurrogatePairEnd(word, end, start) ? 2 : 1;
      }
      if (id === undefined) {
        out.push(unkId!);
        return;
      }
      found.push(id);
      start = end;
    }
    for (const id of found) out.push(id);
  }

  return {
    unkId,
    tokenize(text) {
      const words: WordSpan[] = [];
      const ids: number[] = [];
      const wordOf: number[] = [];
      const addWord = (start: number, end: number) => {
        const normalized = normalizeWord(text.slice(start, end));
        if (normalized === "") return;
        const before = ids.length;
        pieces(normalized, ids);
        for (let t = before; t < ids.length; t++) wordOf.push(words.length);
        words.push({ start, end });
      };
      let wordStart = -1;
      for (let i = 0; i < text.length; ) {
        const cp = text.codePointAt(i)!;
        const size = cp > 0xffff ? 2 : 1;
        const kind = classify(cp);
        if (kind === WORD) {
          if (wordStart < 0) wordStart = i;
        } else if (kind !== DROP) {
          if (wordStart >= 0) addWord(wordStart, i);
          wordStart = -1;
          if (kind === SINGLE) addWord(i, i + size);
        }
        i += size;
      }
      if (wordStart >= 0) addWord(wordStart, text.length);
      return { ids: Int32Array.from(ids), wordOf: Int32Array.from(wordOf), words };
    },
  };
}

/** Characters BERT's `clean_text` removes (controls and formats except tab and line breaks). */
const DROPPED = /[\p{Cc}\p{Cf}\uFFFD]/gu;
const COMBINING_MARK = /\p{Mn}/gu;
const SPACE = /\p{Zs}/u;
const CONTROL = /[\p{Cc}\p{Cf}]/u;
const PUNCTUATION = /\p{P}/u;

function classify(cp: number): number {
  if (cp < 128) {
    if (cp === 32 || cp === 9 || cp === 10 || cp === 13) return SPLIT;
    if (cp < 32 || cp === 127) return DROP;
    // BERT counts every ASCII non-alphanumeric as punctuation (`$`, `^`, `` ` ``, ...).
    if ((cp >= 33 && cp <= 47) || (cp >= 58 && cp <= 64) || (cp >= 91 && cp <= 96) || cp >= 123)
      return SINGLE;
    return WORD;
  }
  if (cp === 0xfffd) return DROP;
  const ch = String.fromCodePoint(cp);
  if (SPACE.test(ch)) return SPLIT;
  if (CONTROL.test(ch)) return DROP;
  if (PUNCTUATION.test(ch) || isCjk(cp)) return SINGLE;
  return WORD;
}

/** The CJK ideograph blocks BERT splits into single characters. */
function isCjk(cp: number): boolean {
  return (
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x20000 && cp <= 0x2a6df) ||
    (cp >= 0x2a700 && cp <= 0x2b73f) ||
    (cp >= 0x2b740 && cp <= 0x2b81f) ||
    (cp >= 0x2b820 && cp <= 0x2ceaf) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0x2f800 && cp <= 0x2fa1f)
  );
}

function codePointLength(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xdc00 || c > 0xdfff || i === 0) n++;
    else if (!(s.charCodeAt(i - 1) >= 0xd800 && s.charCodeAt(i - 1) <= 0xdbff)) n++;
  }
  return n;
}

/** Whether `s[end - 2..end]` is a surrogate pair that must not be split (and lies after `start`). */
function isSurrogatePairEnd(s: string, end: number, start: number): boolean {
  if (end - 2 < start) return false;
  const low = s.charCodeAt(end - 1);
  const high = s.charCodeAt(end - 2);
  return low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
}
