import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { normalizeName } from "./compromise-recognizer.js";
import { allMatches } from "./sticky-scan.js";

// Chinese writes names without spaces or capitals, so where a name starts and ends is known only
// from its place and shape (decision 0041): right after a role word (`患者王小明今天复诊`,
// `客户李娜说…`, `联系人：张伟`), a common surname then one or two given-name characters. The
// second given character is dropped when it is a word that usually follows a name (`说`, `今`).
const SURNAMES =
  "王李张張刘劉陈陳杨楊黄黃赵趙吴吳周徐孙孫马馬朱胡郭何高林罗羅郑鄭梁谢謝宋唐许許韩韓冯馮邓鄧曹彭曾肖田董袁潘于蒋蔣蔡余杜叶葉程苏蘇魏吕呂丁任沈姚卢盧姜崔钟鍾谭譚陆陸汪范金石廖贾賈夏韦韋付方白邹鄒孟熊秦邱江尹薛闫段雷侯龙龍史陶黎贺賀顾顧毛郝龚龔邵万萬钱錢严嚴覃武戴莫孔向汤湯";
const ROLES =
  "患者|病人|医师|醫師|客户|客戶|顾客|顧客|联系人|聯絡人|经理|經理|主任|医生|醫生|大夫|护士|護士|同事|老师|老師|用户|用戶|员工|員工|负责人|負責人|收件人|寄件人|申请人|申請人|持卡人|户名|戶名|姓名|客服|专员|專員|律师|律師|会计|會計";
const ROLE_NAME = new RegExp(
  String.raw`(?:${ROLES})[：:]?[ ]?((?:欧阳|歐陽|司马|司馬|诸葛|諸葛|上官|[${SURNAMES}])\p{Script=Han}{1,2})`,
  "gu",
);
// Or right before a title (`王伟经理已经处理了`, `请联系陈立新律师`): a common surname and one or two
// given-name characters, then the title. The name needs a given name (`王老师` is a surname and a
// title), and a few words that start with a surname's character and name a rank are not names
// (`高级经理`, senior manager).
const TITLES_AFTER =
  "经理|經理|先生|女士|小姐|老师|老師|医生|醫生|医师|醫師|主任|律师|律師|护士|護士|教授|会计|會計|师傅|師傅";
const NAME_TITLE = new RegExp(
  String.raw`((?:欧阳|歐陽|司马|司馬|诸葛|諸葛|上官|[${SURNAMES}])\p{Script=Han}{1,2}?)(?:${TITLES_AFTER})`,
  "gu",
);
const RANK_WORDS = new Set(["高级", "高級", "高层", "高層", "高管"]);
// What follows a name far more often than it ends one: a particle or verb, a time word, a title.
const AFTER_NAME = new Set("说說是的在和与與及给給把被也都还還又了吗嗎呢吧啊".split(""));
const WORD_AFTER_NAME =
  /^(?:今天|明天|昨天|上午|下午|晚上|早上|今日|明日|昨日|先生|女士|小姐|医生|醫生|医师|醫師|护士|護士|经理|經理|主任|老师|老師|打电话|打電話|来电|來電|发邮件|發郵件)/;
const KANA = /[\u3040-\u30FF]/;
const HAN = /[\u4E00-\u9FFF]/;

/** PERSON spans for Chinese names after a role word or before a title; not in Japanese text (kana). */
export function findChineseRoleNames(text: string, detector: string): Finding[] {
  const found: Finding[] = [];
  if (!HAN.test(text) || KANA.test(text)) return found;
  for (const m of allMatches(ROLE_NAME, text)) {
    let name = m[1]!;
    const start = m.index + m[0].length - name.length;
    const surname = /^(?:欧阳|歐陽|司马|司馬|诸葛|諸葛|上官)/.test(name) ? 2 : 1;
    // The last given character may instead start what follows (`王小明今天`, `李娜说`).
    const last = start + name.length - 1;
    if (name.length > surname + 1 && (AFTER_NAME.has(text[last]!) || WORD_AFTER_NAME.test(text.slice(last))))
      name = name.slice(0, -1);
    if (AFTER_NAME.has(name[surname]!) || WORD_AFTER_NAME.test(text.slice(start + surname))) continue;
    found.push({
      start,
      end: start + name.length,
      type: EntityType.PERSON,
      confidence: 0.8,
      detector,
      verdict: "unvalidated",
      normalized: normalizeName(name),
    });
  }
  // A name after a role word may be before a title too (`客户王伟经理`): found once.
  const starts = new Set(found.map((f) => f.start));
  for (const m of allMatches(NAME_TITLE, text)) {
    const name = m[1]!;
    if (RANK_WORDS.has(name) || starts.has(m.index)) continue;
    found.push({
      start: m.index,
      end: m.index + name.length,
      type: EntityType.PERSON,
      confidence: 0.8,
      detector,
      verdict: "unvalidated",
      normalized: normalizeName(name),
    });
  }
  return found;
}
