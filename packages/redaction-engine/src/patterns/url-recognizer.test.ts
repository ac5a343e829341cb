import { describe, expect, it } from "vitest";
import { summarize } from "./test-context.js";
import { findUrls } from "./url-recognizer.js";

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

  it("leaves files, versions, e-mail domains, degrees and company names alone", () => {
    expect(
      find(
        "see README.md and setup.sh, v1.2.3, nginx 1.25.3, ada@example.com, M.Tech, Amazon.com, e.g. this",
      ),
    ).toEqual([]);
  });
});
