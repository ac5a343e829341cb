import { describe, expect, it } from "vitest";
import { findIpv4s } from "./ipv4-recognizer.js";
import { summarize } from "./test-context.js";

const find = (text: string) => summarize(text, findIpv4s(text, "pattern"));

describe("findIpv4s", () => {
  it("finds addresses at the octet limits", () => {
    expect(find("0.0.0.0, 255.255.255.255 and 10.0.0.1.")).toEqual([
      ["valid", "0.0.0.0", "0.0.0.0"],
      ["valid", "255.255.255.255", "255.255.255.255"],
      ["valid", "10.0.0.1", "10.0.0.1"],
    ]);
  });

  it("marks octets over 255 and leading zeros invalid", () => {
    expect(find("999.1.1.1 256.1.1.1 10.01.0.1").map((f) => f[0])).toEqual(["invalid", "invalid", "invalid"]);
  });

  it("treats dotted quads after version words as versions", () => {
    expect(find("version 1.2.3.4, ver 2.0.0.1, build 10.4.22.1").map((f) => f[0])).toEqual([
      "invalid",
      "invalid",
      "invalid",
    ]);
    expect(find("v 2.0.0.1")[0]![0]).toBe("invalid");
    expect(find("versions: 2.0.0.1")[0]![0]).toBe("valid");
  });

  it("ignores longer dotted runs and words glued to digits", () => {
    expect(find("1.2.3.4.5 v1.2.3.4 1.2.3.4a")).toEqual([]);
  });
});

describe("versions named in other languages or after the quad (version-context.ts)", () => {
  it("leaves quads a text calls a version, keeps addresses", () => {
    for (const text of [
      "Treiber 2.6.0.9 installiert",
      "tras la actualización 3.2.0.14",
      "Versão do sistema 4.0.2.11",
      "バージョンは 5.1.2.0 です",
      "패치 버전 8.2.0.6",
      "kernel 17.6.4.2",
      "the 7.3.0.12 release",
      "is this the 2.9.14.1 build?",
    ])
      expect(find(text)[0]![0], text).toBe("invalid");
    expect(find("Please update the firewall for 10.0.0.5")[0]![0]).toBe("valid");
    expect(find("the agent at 10.0.0.5 is down")[0]![0]).toBe("valid");
  });
});
