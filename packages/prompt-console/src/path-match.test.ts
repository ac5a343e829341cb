import { describe, expect, it } from "vitest";
import { matchPath } from "./path-match";

describe("matchPath", () => {
  it("matches literal and named segments", () => {
    expect(matchPath("/releases/:id", "/releases/abc")).toEqual({ id: "abc" });
    expect(matchPath("/releases", "/releases/")).toEqual({});
    expect(matchPath("/releases/:id", "/releases")).toBeUndefined();
    expect(matchPath("/workspaces/:id", "/releases/1")).toBeUndefined();
  });

  it("decodes segments and refuses malformed escapes", () => {
    expect(matchPath("/x/:id", "/x/a%20b")).toEqual({ id: "a b" });
    expect(matchPath("/x/:id", "/x/%E0%A4%A")).toBeUndefined();
  });
});
