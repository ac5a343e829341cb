import { describe, expect, it } from "vitest";
import { summarize } from "./test-context.js";
import { BARE, bareHosts, findUrls } from "./url-recognizer.js";

const find = (text: string) => summarize(text, findUrls(text, "pattern"));

describe("findUrls", () => {
  it("finds http, https and www URLs and trims sentence punctuation", () => {
    expect(find("See https://Example.com/Path?q=1. Or www.foo.org, or (http://a.io/x).")).toEqual([
      ["valid", "https://Example.com/Path?q=1", "https://example.com/Path?q=1"],
      ["valid", "www.foo.org", "www.foo.org"],
      ["valid", "http://a.io/x", "http://a.io/x"],
    ]);
  });

  it("keeps balanced brackets inside the URL", () => {
    expect(find("https://en.wikipedia.org/wiki/Bank_(finance)")[0]![1]).toBe(
      "https://en.wikipedia.org/wiki/Bank_(finance)",
    );
  });

  it("marks hosts without a TLD invalid", () => {
    expect(find("http://bad and http://localhost:3000/x")).toEqual([
      ["invalid", "http://bad", "http://bad"],
      ["valid", "http://localhost:3000/x", "http://localhost:3000/x"],
    ]);
  });

  it("finds hosts without a scheme: any with a path, a lower-case web domain alone", () => {
    expect(find("Code: github.com/larsj · status.meridianpay.io. Portfolio Seopark.Studio/work")).toEqual([
      ["valid", "github.com/larsj", "github.com/larsj"],
      ["valid", "status.meridianpay.io", "status.meridianpay.io"],
      ["valid", "Seopark.Studio/work", "seopark.studio/work"],
    ]);
  });

  it("finds a lower-case host alone on a public body's or a service's domain (corpus 2026u's leftovers)", () => {
    expect(
      find("report it at identitytheft.gov. The link went to canadapost-redelivery.help (fake)"),
    ).toEqual([
      ["valid", "identitytheft.gov", "identitytheft.gov"],
      ["valid", "canadapost-redelivery.help", "canadapost-redelivery.help"],
    ]);
    expect(find("we are done.today and the real.life is elsewhere")).toEqual([]);
  });

  it("leaves files, versions, e-mail domains, degrees and company names alone", () => {
    expect(
      find(
        "see README.md and setup.sh, v1.2.3, nginx 1.25.3, ada@example.com, M.Tech, Amazon.com, e.g. this",
      ),
    ).toEqual([]);
  });

  it("finds a host in a country whose code is also a file extension when a path follows", () => {
    expect(find("notes at notion.so/acme/Q4-plan-88f1, shop at sklep.annakowalska.pl/koszyk.")).toEqual([
      ["valid", "notion.so/acme/Q4-plan-88f1", "notion.so/acme/Q4-plan-88f1"],
      ["valid", "sklep.annakowalska.pl/koszyk", "sklep.annakowalska.pl/koszyk"],
    ]);
    // Alone, or before a file name, it is still a file: `start.sh/stop.sh`, `parse.pl/lib.pm`.
    expect(find("run start.sh/stop.sh, parse.pl/lib.pm and annakowalska.pl, not build.js/out")).toEqual([]);
  });

  it("finds a host alone in such a country after a word that announces a web address", () => {
    expect(find("Wyniki online: wyniki.vistula-med.pl")).toEqual([
      ["valid", "wyniki.vistula-med.pl", "wyniki.vistula-med.pl"],
    ]);
    expect(find("Website: acme.so, strona www sklep.pl")).toEqual([
      ["valid", "acme.so", "acme.so"],
      ["valid", "sklep.pl", "sklep.pl"],
    ]);
    // Without the word, or after another, a file; an upper-case name; a word that only ends in `site`.
    expect(find("Run wyniki.pl, then deploy.sh; the online Makefile.PL; campsite: build.pl")).toEqual([]);
  });

  it("finds hosts in other scripts and newer web domains without a scheme (issue 22)", () => {
    expect(find("Mehr unter münchen.de/rathaus, bücher.de oder пример.рф; portfolio anna.design")).toEqual([
      ["valid", "münchen.de/rathaus", "münchen.de/rathaus"],
      ["valid", "bücher.de", "bücher.de"],
      ["valid", "пример.рф", "пример.рф"],
      ["valid", "anna.design", "anna.design"],
    ]);
    expect(find("linkedin.com/in/anna-müller-4b2a1 and wa.me/491701234567.")).toEqual([
      ["valid", "linkedin.com/in/anna-müller-4b2a1", "linkedin.com/in/anna-müller-4b2a1"],
      ["valid", "wa.me/491701234567", "wa.me/491701234567"],
    ]);
  });

  it("leaves abbreviations, file names and missing spaces alone", () => {
    expect(
      find("e.g. i.e. etc. U.S. a.m. Ph.D. No.5 St.Moritz data.tar.gz main.go styles.css Node.js done.today"),
    ).toEqual([]);
  });

  it("ends a URL where CJK, Hangul or Thai text resumes, and reads ports and ftp (issue 22)", () => {
    expect(find("詳細はexample.com/abcを参照。请访问https://example.cn/path。谢谢")).toEqual([
      ["valid", "https://example.cn/path", "https://example.cn/path"],
      ["valid", "example.com/abc", "example.com/abc"],
    ]);
    expect(find("자세한 내용은 www.example.kr/abc에서, «github.com/larsj»")).toEqual([
      ["valid", "www.example.kr/abc", "www.example.kr/abc"],
      ["valid", "github.com/larsj", "github.com/larsj"],
    ]);
    expect(find("admin at intranet.example.com:8443/login or ftp://files.example.org/pub")).toEqual([
      ["valid", "ftp://files.example.org/pub", "ftp://files.example.org/pub"],
      ["valid", "intranet.example.com:8443/login", "intranet.example.com:8443/login"],
    ]);
  });
});

describe("bareHosts", () => {
  it("finds exactly the matches of BARE, however the text is cut", () => {
    const pieces = [
      "a",
      "Z",
      "-",
      "--",
      ".",
      ".",
      "/",
      "/p",
      " ",
      "com",
      "de",
      "md",
      "рф",
      "пример",
      "é",
      "\u212a",
      "µ",
      "\u1e9e",
      "@",
      ":8080",
      "1",
      "中",
      "\u{1f600}",
      "a".repeat(62),
      "b".repeat(70),
      "www.",
      "http://",
    ];
    let seed = 1;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let n = 0; n < 3000; n++) {
      let text = "";
      for (let k = Math.floor(random() * 30); k >= 0; k--)
        text += pieces[Math.floor(random() * pieces.length)];
      const expected = [...text.matchAll(BARE)].map((m) => [m.index, ...m]);
      expect(
        [...bareHosts(text)].map((m) => [m.index, ...m]),
        text,
      ).toEqual(expected);
    }
  });
});
