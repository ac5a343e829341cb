// Name pools for the tagger's training text (decision 0037): first names, surnames and company
// legal forms of faker's locales, grouped by script, read once from faker's raw definitions so
// the sampling below uses our own seeded generator (deterministic whatever faker's RNG does).
import { allFakers } from "@faker-js/faker";
import { hashString } from "../src/tagger/feature-hash.js";
import { firstNameKey, lastNameKey, NameFilter } from "../src/tagger/name-filter.js";
import { Script } from "../src/tagger/tagger-tokens.js";

export interface NamePool {
  readonly first: readonly string[];
  readonly last: readonly string[];
  /** Legal forms written after the name (`GmbH`) and before it (`株式会社`, `ООО`). */
  readonly suffixes: readonly string[];
  readonly prefixes: readonly string[];
  /** No space between name parts (Chinese, Japanese). */
  readonly joined: boolean;
}

const LATIN_LOCALES =
  "en en_GB en_US en_IE en_IN en_NG en_ZA de de_AT de_CH fr fr_BE fr_CH es es_MX it nl nl_BE pt_BR pt_PT pl cs_CZ sk hu ro hr sl_SI sv nb_NO da fi tr id_ID vi af_ZA lv sr_RS_latin az uz_UZ_latin yo_NG zu_ZA";
const LOCALES: Record<number, string> = {
  [Script.LATIN]: LATIN_LOCALES,
  [Script.CYRILLIC]: "ru uk mk",
  [Script.GREEK]: "el",
  [Script.ARABIC]: "ar fa ur",
  [Script.HEBREW]: "he",
  [Script.DEVANAGARI]: "ne",
  [Script.THAI]: "th",
  [Script.HANGUL]: "ko",
  [Script.HAN]: "zh_CN zh_TW ja",
  [Script.KANA]: "ja",
};

// The legal forms of the 2026 corpus README and the countries (at least 30).
const LATIN_FORMS =
  "GmbH|GmbH & Co. KG|AG|SE|KG|UG (haftungsbeschränkt)|S.A.|SA|S.A.S.|SAS|SARL|SRL|SPRL|S.L.|S.L.U.|S.p.A.|S.r.l.|B.V.|N.V.|NV|BV|Ltd|Ltd.|Limited|plc|PLC|LLP|LLC|Inc.|Inc|Corp.|Corporation|N.A.|Pty Ltd|(Pty) Ltd|Pte. Ltd.|Pvt Ltd|Private Limited|Sdn Bhd|Berhad|Tbk|Ltda.|Limitada|S.A. de C.V.|S.A.B. de C.V.|S.A.C.|S.A.A.|Oy|Oyj|Abp|AB|A/S|ApS|AS|ASA|hf.|OÜ|UAB|SIA|Sp. z o.o.|s.r.o.|a.s.|Kft.|Zrt.|Nyrt.|d.o.o.|EOOD|AD|A.Ş.|S.A.E.|PJSC|FZ-LLC|KK|K.K.|S.à r.l.|Public Company Limited|Group|Holding|Bank|Hospital|Clinic|Consulting|Logistics|Solutions|Systems|Partners";
const FORMS: Record<number, [string, string]> = {
  [Script.LATIN]: [LATIN_FORMS, "PT"],
  [Script.CYRILLIC]: ["", "ООО|АО|ПАО|ТОВ|ПрАТ|ЗАО"],
  [Script.GREEK]: ["Α.Ε.|Ε.Π.Ε.|Ι.Κ.Ε.|Όμιλος", ""],
  [Script.ARABIC]: ["ش.م.م|للتجارة|القابضة", "شركة"],
  [Script.HEBREW]: ['בע"מ|בע״מ|ושות׳', ""],
  [Script.DEVANAGARI]: ["प्रा. लि.|लिमिटेड|समूह", ""],
  [Script.THAI]: ["จำกัด|จำกัด (มหาชน)", "บริษัท"],
  [Script.HANGUL]: ["주식회사|그룹|은행", "주식회사|(주)"],
  [Script.HAN]: ["有限公司|股份有限公司|株式会社|銀行|集团有限公司", "株式会社"],
  [Script.KANA]: ["株式会社|合同会社", "株式会社|有限会社"],
};

type Definitions = { person?: { first_name?: unknown; last_name?: unknown } };

function names(value: unknown): string[] {
  if (!value) return [];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return Object.values(value as Record<string, unknown>).flatMap(names);
}

const pools = new Map<number, NamePool>();

/** The pool of a script (Latin for scripts without one). */
export function namePool(script: Script): NamePool {
  const key = LOCALES[script] ? script : Script.LATIN;
  const seen = pools.get(key);
  if (seen) return seen;
  const first = new Set<string>();
  const last = new Set<string>();
  for (const locale of LOCALES[key]!.split(" ")) {
    const defs = (allFakers as unknown as Record<string, { rawDefinitions: Definitions }>)[locale]
      ?.rawDefinitions;
    for (const n of names(defs?.person?.first_name)) if (!/\{\{/.test(n)) first.add(n);
    for (const n of names(defs?.person?.last_name)) if (!/\{\{/.test(n)) last.add(n);
  }
  const [suffixes, prefixes] = FORMS[key]!;
  const pool: NamePool = {
    first: [...first].sort(),
    last: [...last].sort(),
    suffixes: suffixes ? suffixes.split("|") : [],
    prefixes: prefixes ? prefixes.split("|") : [],
    joined: key === Script.HAN || key === Script.KANA,
  };
  pools.set(key, pool);
  return pool;
}

/** First names that are also English words: names the rules miss, in contexts that say "name". */
export const WORD_NAMES =
  "Will Mark Rose Summer Grace Bill Hope Faith Joy Pat Sunny Art Max Jack Dawn Iris Amber Ruby June April May Victor Bob Rob Sue Sky Autumn Jade Pearl Ivy Holly Lily Daisy Chase Hunter Penny Cliff Dale Glen Drew Gene Lane Bud Sandy".split(
    " ",
  );

/**
 * The name filter built from every script's pool. `half` keeps only names whose hash is even:
 * training features use that one, so half the training names are unknown to the filter and the
 * model learns to find names from context and spelling too; the shipped filter holds all names.
 */
export function buildNameFilter(half: boolean): NameFilter {
  const filter = NameFilter.empty(FILTER_BYTES, FILTER_PROBES);
  for (let s = Script.LATIN; s <= Script.KANA; s++) {
    const pool = namePool(s);
    for (const name of pool.first)
      for (const word of name.toLowerCase().split(/\s+/))
        if (!half || (hashString(word) & 1) === 0) filter.add(firstNameKey(word));
    for (const name of pool.last)
      for (const word of name.toLowerCase().split(/\s+/))
        if (!half || (hashString(word) & 1) === 0) filter.add(lastNameKey(word));
  }
  return filter;
}

export const FILTER_BYTES = 2 ** 16;
export const FILTER_PROBES = 5;
