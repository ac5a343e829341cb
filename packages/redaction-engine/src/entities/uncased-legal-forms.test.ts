import { describe, expect, it } from "vitest";
import { expectLinearCpu } from "../../test/support/cpu-growth.js";
import { findUncasedLegalFormOrgs } from "./uncased-legal-forms.js";

const orgs = (text: string) =>
  findUncasedLegalFormOrgs(text, "entity").map((f) => text.slice(f.start, f.end));

describe("legal forms in scripts without capitals", () => {
  it.each([
    ['לקוח: אופק מערכות מידע בע"מ\nאיש קשר', 'אופק מערכות מידע בע"מ'],
    ["חברה: ברקוביץ ושות' הנדסה בע״מ", "ברקוביץ ושות' הנדסה בע״מ"],
    ["הסכם עם גלבוע השקעות שותפות מוגבלת נחתם", "גלבוע השקעות שותפות מוגבלת"],
    ["تحويل الدفعة إلى حساب نخيل للفعاليات ش.ذ.م.م رقم AE20", "نخيل للفعاليات ش.ذ.م.م"],
    ["شركة الصحراء القابضة ذ.م.م", "شركة الصحراء القابضة ذ.م.م"],
    ["تعاقدنا مع النيل للتجارة ش.م.م في القاهرة", "النيل للتجارة ش.م.م"],
    ["धन्यवाद, जयपुर हैंडलूम प्राइवेट लिमिटेड", "जयपुर हैंडलूम प्राइवेट लिमिटेड"],
    ["मैंने कलिंग टेक्सटाइल्स प्राइवेट लिमिटेड में काम किया", "कलिंग टेक्सटाइल्स प्राइवेट लिमिटेड"],
    ["हमने शर्मा ब्रदर्स प्रा. लि. को भुगतान भेजा", "शर्मा ब्रदर्स प्रा. लि."],
  ])("%s", (text, expected) => {
    expect(orgs(text)).toEqual([expected]);
  });

  it("takes at most four words before the form, and none across a line, a comma or a function word", () => {
    expect(orgs('א ב ג ד בע"מ')).toEqual(['א ב ג ד בע"מ']);
    expect(orgs('ה א ב ג ד בע"מ')).toEqual(['א ב ג ד בע"מ']);
    expect(orgs('שלום,\nבע"מ')).toEqual([]);
    expect(orgs('יצרנו קשר עם בע"מ')).toEqual([]);
    expect(orgs("من لیمیٹڈ")).toEqual([]);
  });

  it("reads a megabyte of forms after long runs of words in one pass", () => {
    const text = (scale: number) => `${"אבגדהוזחטי ".repeat(20)}בע"מ `.repeat(625 * scale);
    expect(text(8).length).toBeGreaterThan(1_000_000);
    const found = orgs(text(8));
    expect(found).toHaveLength(5000);
    expect(found[0]).toBe('אבגדהוזחטי אבגדהוזחטי אבגדהוזחטי אבגדהוזחטי בע"מ');
    expectLinearCpu((scale) => orgs(text(scale)), 1);
  });
});
