import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { normalizeName } from "./compromise-recognizer.js";
import { ARABIC_STOPS, HINDI_STOPS } from "./institution-orgs.js";
import { allMatches } from "./sticky-scan.js";

// Employers named by a verb of working or joining in scripts without capital letters (decision
// 0048), where no capital says a word is a name: Chinese 在X工作, Japanese Xで働く / Xに勤務,
// Korean X에서 근무, Thai ทำงานที่X, Hindi X में काम करता, Arabic يعمل لدى X / انضم إلى X, Hebrew
// עובד אצל X. The same frames hold home, the office or a city (`在家工作`, `東京で働く`,
// `서울에서 일해요`, `ทำงานที่บ้าน`), so those words, a city's administrative ending (市, 区,
// 시, 구) and names of one character are left alone.

interface Frame {
  /** A cheap test that the frame's verb is in the text at all. */
  readonly prefilter: RegExp;
  /** Group 1 is the organisation. */
  readonly pattern: RegExp;
}

const HAN_RUN = String.raw`[\p{Script=Han}\p{Script=Katakana}ー・A-Za-z0-9&]`;
const HANGUL_RUN = String.raw`[\p{Script=Hangul}A-Za-z0-9&]`;
const ARABIC_NAME = String.raw`(?:(?!(?:${ARABIC_STOPS})(?![\p{Script=Arabic}]))[\p{Script=Arabic}]+)(?: (?!(?:${ARABIC_STOPS})(?![\p{Script=Arabic}]))[\p{Script=Arabic}]+){0,2}`;

const FRAMES: readonly Frame[] = [
  {
    prefilter: /工作|上班|任职|实习|就职|任職|實習|就職/u,
    pattern: new RegExp(
      `在(${HAN_RUN}{2,12}?)(?:工作|上班|任职|实习|就职|任職|實習|就職)|(?:就职于|任职于|就職於|任職於)(${HAN_RUN}{2,12})`,
      "gu",
    ),
  },
  {
    prefilter: /で働|に勤|に入社|に就職|で勤務/u,
    pattern: new RegExp(`(${HAN_RUN}{2,16})(?:で働|に勤務|に勤め|に入社|に就職|で勤務)`, "gu"),
  },
  {
    prefilter: /근무|일하|일해|일했|입사|다니|재직|취직/u,
    pattern: new RegExp(
      String.raw`(?<![\p{Script=Hangul}])(${HANGUL_RUN}{2,12})(?:에서 ?(?:근무|일하|일해|일했)|에 ?(?:입사|다니|다녀|재직|취직))`,
      "gu",
    ),
  },
  // Shops, carriers and banks named by what was bought, sent or paid through them (`11번가에서
  // 주문한`, `카카오뱅크로 보냈다`, `由德邦物流配送`, `ヨドバシカメラで買った`).
  {
    prefilter: /주문|구매|샀|배송|발송|보내|보냈|송금/u,
    pattern: new RegExp(
      `(?<![\\p{Script=Hangul}])(${HANGUL_RUN}{2,12})(?:에서 (?:[\\p{Script=Hangul}]{1,3} )?(?:주문|구매|샀|배송|발송)|에서(?:주문|구매|샀|배송|발송)|(?:으로|로) ?(?:보냈|보내|송금))`,
      "gu",
    ),
  },
  {
    prefilter: /由|在/u,
    pattern: new RegExp(
      `由(${HAN_RUN}{2,12}?)(?:配送|发货|發貨|承运|派送)|在(${HAN_RUN}{2,12}?)(?:买的|购买|購買|下单|下單)`,
      "gu",
    ),
  },
  {
    prefilter: /で(?:買|購入|注文)/u,
    pattern: new RegExp(`(${HAN_RUN}{2,16})で(?:買|購入|注文)`, "gu"),
  },
  {
    prefilter: /ทำงาน/u,
    pattern: /ทำงาน(?:อยู่)?ที่ ?([\p{Script=Thai}A-Za-z0-9&]{2,24})/gu,
  },
  {
    prefilter: / में (?:काम|नौकरी)/u,
    pattern: new RegExp(
      String.raw`(?<![\p{Script=Devanagari}\p{M}])((?:(?!(?:${HINDI_STOPS})\s)[\p{Script=Devanagari}\p{M}A-Za-z]+\s){0,2}(?!(?:${HINDI_STOPS})\s)[\p{Script=Devanagari}\p{M}A-Za-z]+) में (?:काम|नौकरी)`,
      "gu",
    ),
  },
  {
    prefilter: /لدى|انضم/u,
    pattern: new RegExp(
      `(?:يعمل|تعمل|أعمل|اعمل|نعمل|عملت|عمل|يشتغل|تشتغل) لدى (${ARABIC_NAME})|(?:انضم|انضمت|انضممت|انضممنا) (?:إلى|الى) (${ARABIC_NAME})`,
      "gu",
    ),
  },
  {
    prefilter: /עובד|עבד|הצטרף/u,
    pattern:
      /(?:עובד|עובדת|עובדים|עבד|עבדה|עבדתי) (?:אצל |ב[-־])([\p{Script=Hebrew}"״'׳]{2,}(?: [\p{Script=Hebrew}"״'׳]{2,})?)|(?:הצטרף|הצטרפה|הצטרפתי|הצטרפנו) ל[-־]([\p{Script=Hebrew}"״'׳]{2,})/gu,
  },
];

// Places and ordinary workplaces the frames also hold.
const NOT_AN_EMPLOYER = new Set(
  (
    "公司 家里 家裡 这里 那里 這裡 那裡 学校 學校 医院 醫院 办公室 辦公室 外地 国外 國外 本地 总部 總部 现场 現場 北京 上海 广州 深圳 杭州 南京 成都 武汉 西安 天津 重庆 苏州 香港 台北 台灣 台湾 美国 日本 英国 " +
    "会社 自宅 現場 本社 東京 大阪 京都 名古屋 横浜 福岡 札幌 神戸 海外 日本 地元 " +
    "회사 집 학교 병원 서울 부산 대구 인천 광주 대전 울산 세종 제주 본사 현장 해외 지사 사무실 여기 거기 카페 " +
    // Question words and deictics fill the frames' slot (`어디로 보내면`, "where to send").
    "어디 어디서 누구 저기 이쪽 그쪽 저쪽 우리 " +
    "온라인 인터넷 앱 매장 마트 시장 편의점 카드 현금 계좌 택배 우체국 문자 메일 이메일 카톡 링크 주소 번호 파일 사진 " +
    "网上 网店 超市 商店 商场 店里 快递 " +
    "ネット 通販 コンビニ スーパー 店 お店 " +
    "บ้าน ออฟฟิศ กรุงเทพ กรุงเทพฯ ต่างประเทศ " +
    "घर ऑफिस दफ्तर दफ़्तर कंपनी दिल्ली मुंबई बेंगलुरु " +
    "الشركة المنزل البيت المكتب"
  ).split(" "),
);
const CITY_ENDING = /[市区區県縣都省町村시구군도]$/u;

/** ORG spans for employers in working and joining frames of Chinese, Japanese, Korean, Thai, Hindi, Arabic and Hebrew. */
export function findUncasedContextOrgs(text: string, detector: string): Finding[] {
  // Latin text, by far the most common, has none of these frames.
  if (!/[\u0590-\u06FF\u0900-\u097F\u0E00-\u0E7F\u3040-\u30FF\u4E00-\u9FFF\uAC00-\uD7AF]/.test(text))
    return [];
  const found: Finding[] = [];
  for (const frame of FRAMES) {
    if (!frame.prefilter.test(text)) continue;
    for (const m of allMatches(frame.pattern, text)) {
      const group = m[1] !== undefined ? 1 : 2;
      const name = m[group];
      if (!name || name.length < 2 || NOT_AN_EMPLOYER.has(name) || CITY_ENDING.test(name)) continue;
      const start = m.index + m[0].indexOf(name);
      found.push({
        start,
        end: start + name.length,
        type: EntityType.ORG,
        confidence: 0.75,
        detector,
        verdict: "unvalidated",
        normalized: normalizeName(name),
      });
    }
  }
  return found;
}
