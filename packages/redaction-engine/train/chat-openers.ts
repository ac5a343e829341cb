// Non-names in the places names take (training text, decision 0054; 2026-11-28). On writers it
// never saw, the tagger took for a name the word that opens a chat message (a thank-you, a
// greeting, an interjection), a place after a preposition, and ordinary Korean, Chinese or
// Japanese words beside names: a capitalised word at the head of a line or after `in` looked like
// the vocative or the `with {P}` it had learned. The generated chats open some lines with such a
// word and some with a vocative name, and the place frames put a place and a person in the same
// sentence, so the model learns the context and not the word. The vocabularies are general
// (greetings and thanks of many languages, every faker locale's places), not words of any corpus.
import { Script } from "../src/tagger/tagger-tokens.js";
import { distractors, fakerWords } from "./distractors.js";
import { namePool } from "./name-pools.js";

type Random = () => number;
const pick = <T>(r: Random, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

// Greetings, thanks, agreement and interjections that open a chat message, per script, from the
// languages of the countries and their neighbours.
const INTERJECTIONS: Record<number, string> = {
  [Script.LATIN]:
    // English
    "thanks|thank you|thx|cheers|hi|hey|hello|ok|okay|sure|yes|yeah|yep|nope|no|oops|wow|great|cool|nice|sorry|please|right|alright|perfect|awesome|morning|evening|bye|done|noted|agreed|congrats|welcome|hmm|ah|oh|well|" +
    // Portuguese
    "obrigado|obrigada|valeu|oi|olá|tchau|beleza|tudo bem|bom dia|boa tarde|boa noite|pois|claro|certo|combinado|desculpa|parabéns|nossa|opa|show|" +
    // Spanish
    "gracias|hola|vale|claro|perfecto|buenos días|buenas tardes|buenas|genial|perdón|vamos|venga|listo|dale|ojalá|" +
    // French
    "merci|bonjour|bonsoir|salut|coucou|d'accord|parfait|super|génial|désolé|pardon|voilà|enfin|bravo|bisous|" +
    // German
    "danke|dankeschön|hallo|servus|moin|tschüss|genau|passt|alles klar|super|prima|klar|leider|sorry|grüß dich|" +
    // Italian
    "grazie|ciao|buongiorno|buonasera|prego|certo|perfetto|dai|allora|ecco|scusa|bene|va bene|" +
    // Dutch, Scandinavian, Finnish
    "bedankt|dank je|hoi|dag|prima|tack|hej|hejsa|takk|tak|kiitos|moi|" +
    // Polish, Czech, Romanian, Hungarian, Croatian
    "dziękuję|dzięki|cześć|dobrze|jasne|děkuji|díky|ahoj|mulțumesc|mersi|salut|köszönöm|szia|hvala|bok|" +
    // Turkish, Indonesian, Malay, Vietnamese, Tagalog, Swahili
    "teşekkürler|sağol|merhaba|tamam|terima kasih|makasih|halo|siap|baik|oke|selamat pagi|cảm ơn|xin chào|vâng|salamat|asante|jambo",
  [Script.CYRILLIC]:
    "спасибо|благодарю|привет|здравствуйте|добрый день|доброе утро|ок|хорошо|ладно|понял|поняла|конечно|да|нет|извините|пока|супер|отлично|дякую|привіт|добрий день|добре|гаразд|звісно|вибачте|бувай|фух|ого|ну|благодаря|здрасти|фала|хвала|здраво",
  [Script.GREEK]: "ευχαριστώ|γεια|γεια σας|καλημέρα|καλησπέρα|εντάξει|ναι|όχι|συγγνώμη|τέλεια|μπράβο|αντίο",
  [Script.ARABIC]:
    "شكرا|شكراً|مرحبا|أهلا|السلام عليكم|صباح الخير|مساء الخير|حسنا|تمام|نعم|لا|آسف|عفوا|مبروك|ممنون|سلام|خداحافظ|شکریہ|جی|ٹھیک ہے",
  [Script.HEBREW]: "תודה|תודה רבה|שלום|היי|בוקר טוב|ערב טוב|בסדר|סבבה|כן|לא|סליחה|מעולה|יאללה|ביי",
  [Script.DEVANAGARI]: "धन्यवाद|शुक्रिया|नमस्ते|नमस्कार|ठीक है|हाँ|नहीं|माफ़ कीजिए|बहुत बढ़िया|अच्छा|ज़रूर",
  [Script.THAI]: "ขอบคุณ|ขอบคุณครับ|ขอบคุณค่ะ|สวัสดี|สวัสดีครับ|สวัสดีค่ะ|โอเค|ได้|ใช่|ไม่|ขอโทษ|เยี่ยม",
  [Script.HANGUL]:
    "감사합니다|고맙습니다|고마워요|안녕하세요|안녕|네|예|아니요|알겠습니다|좋아요|죄송합니다|미안해요|수고하셨습니다|수고하세요|잘 부탁드립니다|축하합니다|대박|헐|와|그래요|맞아요",
  [Script.HAN]:
    "谢谢|多谢|感谢|你好|您好|早上好|晚上好|好的|好|对|是的|不是|没问题|抱歉|对不起|辛苦了|恭喜|收到|明白|了解|哈哈|再见|謝謝|您好|沒問題|早安",
  [Script.KANA]:
    "ありがとう|ありがとうございます|こんにちは|おはようございます|こんばんは|はい|いいえ|すみません|ごめんなさい|了解です|お疲れ様です|よろしくお願いします|おめでとう|なるほど|そうですね|えっと|さようなら",
};

const capitalise = (w: string) => w.replace(/^\p{Ll}/u, (c) => c.toUpperCase());

/** Interjections of a script (Latin for scripts without a list), sorted. */
export function interjections(script: Script): readonly string[] {
  const list = INTERJECTIONS[script] ?? INTERJECTIONS[Script.LATIN]!;
  return [...new Set(list.split("|"))].sort();
}

const PLACE_PATHS = ["location.city_name", "location.state", "location.country"];

/**
 * Places of every faker locale written in a script (cities, regions, countries), minus words of the
 * script's name pools: `Pereira` the town stays out, so a place is never also a training name.
 */
export function places(script: Script): readonly string[] {
  const list = fakerWords(script, PLACE_PATHS);
  return list.length > 0 ? list : fakerWords(Script.LATIN, PLACE_PATHS);
}

/**
 * What opens a chat message after its speaker, drawn for a line: nothing most of the time, else an
 * interjection (`Valeu! `, `Merci, `), an ordinary capitalised word (`Reunião amanhã`) or a vocative
 * name (`Ana, `), the last marked as PERSON by `mark`, so the three are seen in the same place.
 */
export function chatOpener(
  r: Random,
  script: Script,
  vocative: () => string,
  mark: (v: string) => string,
): string {
  const x = r();
  if (x < 0.55) return "";
  const joined = script === Script.HAN || script === Script.KANA;
  const space = joined && r() < 0.6 ? "" : " ";
  const punct = () => pick(r, ["!", ",", ".", "", "!!", " :)"]) + space;
  if (x < 0.75) {
    const word = pick(r, interjections(r() < 0.85 ? script : Script.LATIN));
    return (r() < 0.7 ? capitalise(word) : word) + punct();
  }
  if (x < 0.85) {
    const words = distractors(script);
    return words.length > 0 ? `${capitalise(pick(r, words))}${space}` : "";
  }
  return mark(vocative()) + punct();
}

// A chat line's head in a marked template: an optional bracketed time, a few words without a
// colon, a marked person and the colon right after it (`[02:22] [[PERSON|ana]]: `,
// `**[[PERSON|rory]]**: `, `[[PERSON|王芳]]：`); `Patient: [[PERSON|x]]  MRN:` is no chat line.
const SPEAKER_HEAD =
  /^((?:\[[^\][\n]*\][ ,]*)?[^[\n:：]{0,25}\[\[PERSON\|[^\]]+\]\](?:\*\*|>|\))?[:：] ?)(?=\S)/;

/**
 * Opens some of a marked template's chat messages with an opener (chatOpener, in the script of the
 * message), so the pool's own chat layouts are seen with a thank-you or a vocative after the speaker.
 */
export function withOpeners(
  marked: string,
  r: Random,
  rate: number,
  scriptOfText: (s: string) => Script,
): string {
  return marked
    .split("\n")
    .map((line) => {
      const head = SPEAKER_HEAD.exec(line);
      if (!head || r() >= rate) return line;
      const script = scriptOfText(line.slice(head[1]!.length).replace(/\[\[[A-Z_0-9]+\|[^\]]+\]\]/g, ""));
      const pool = namePool(script);
      const opener = chatOpener(
        r,
        script,
        () => pick(r, pool.first),
        (v) => `[[PERSON|${v.replace(/[[\]|]/g, "")}]]`,
      );
      return head[1]! + opener + line.slice(head[1]!.length);
    })
    .join("\n");
}
