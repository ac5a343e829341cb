import { describe, expect, it } from "vitest";
import { defaultGazetteer } from "./gazetteer.js";
import { nameWords } from "./name-words.js";
import { findStatementMerchants } from "./statement-merchants.js";

const gazetteer = defaultGazetteer();
const words = nameWords(gazetteer);
const merchants = (text: string) =>
  findStatementMerchants(text, "entity", gazetteer, words).map((f) => text.slice(f.start, f.end));

describe("merchants on statement lines", () => {
  it.each([
    ["24.11  REWE Markt 1234          -12,40", ["REWE Markt"]],
    ["28/10  Swiggy order Bengaluru     ₹ 684.00", ["Swiggy"]],
    ["02.11  POS  Migros Zürich        -143,65 CHF", ["Migros Zürich"]],
    ["03 APR  COMFORTDELGRO TAXI SG        SGD 14.20", ["COMFORTDELGRO TAXI SG"]],
    ["04 Oct  Direct Debit Scottish Water      -38.12", ["Scottish Water"]],
    ["Oct 07   Interac purchase Grace's Bakery    14.25     5,000.99", ["Grace's Bakery"]],
    ["10/25  Kum & Go #511                    39.77", ["Kum & Go"]],
    // Issue 22: scripts without capitals, and the shop after a promotion.
    ["10/29  セブン-イレブン 渋谷店        ¥1,284", ["セブン-イレブン"]],
    ["06/25  口座振替 ソフトバンク                  -6,578", ["ソフトバンク"]],
    ["11/03  체크카드 스타벅스 강남점      -5,600", ["스타벅스"]],
    ["12.03  消费 美团外卖   -45.00", ["美团外卖"]],
    ["14/04  مشتريات أسواق المزرعة الرياض                       -312.50", ["أسواق المزرعة الرياض"]],
    ["05/11  راتب شركة أرامكو السعودية                 + 28,400.00", ["شركة أرامكو السعودية"]],
    ["10/11  ชำระค่าไฟ การไฟฟ้านครหลวง        -1,204.00", ["การไฟฟ้านครหลวง"]],
    ["18/11  Betaling Bancontact Summer Sale Torfs           -79,95", ["Torfs"]],
    ["11/09  SUMMER SALE - Cotopaxi outlet               $  129.00", ["Cotopaxi"]],
  ])("%s", (text, expected) => {
    expect(merchants(text)).toEqual(expected);
  });

  it("leaves the bank's own lines, transfers to people, sales and other dated lines alone", () => {
    for (const text of [
      "01 Oct  Transfer from Bill Henderson      +40.00",
      "31 Oct  Interest                      1.12   5,519.58",
      "12/11  Fee                           -2.50",
      "14/11  ATM withdrawal Main St         -100.00",
      "05/11  Swish till Oskar Berg          -450,00",
      "09 Jun  FPO A GRANT rent share        -475.00",
      "14.10  Visa Electron ****4471 Summer Sale webshop      -12,90",
      "02/11  Dubai Mall winter sale        -200.00",
      "12/11  Visa ****9920 – Summer Sale Ski Shop          -212,40",
      "01/11  เงินเดือน        +42,500.00",
      "04/11  โอนเงินให้ ธนพล ศรีวงศ์        -500.00",
      "06/10  振込 ヤマダ タロウ        -20,000",
      "06/11  이체 김민수        -50,000",
      "10/11  Divya Arjun                    -9,900.00",
      "2026-11-23 03:02:44  DENY  src=45.134.26.19",
      "Meeting on 12.11 Acme will join, budget 1,200.00",
    ])
      expect(merchants(text)).toEqual([]);
  });

  it("reads a megabyte of lines with long runs of spaces in one pass (a first version backtracked for minutes)", () => {
    const line = `24.11  REWE Markt${" ".repeat(30)}x${" ".repeat(200)}-12,40`;
    const text = Array.from({ length: 4000 }, () => line).join("\n");
    expect(text.length).toBeGreaterThan(1_000_000);
    expect(merchants(text)).toEqual([]);
    const short = Array.from({ length: 20_000 }, () => "24.11  REWE Markt 1234   -12,40").join("\n");
    expect(merchants(short)).toHaveLength(20_000);
  });
});
