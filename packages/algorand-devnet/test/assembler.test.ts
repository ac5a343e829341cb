import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AssemblyError, assemble } from "../src/avm/assembler.js";
import {
  BAD_BYTE_FORMS,
  BYTE_FORMS,
  BYTE_FORMS_HEX,
  CONFORMANCE,
  INT_CAFEF00D_HEX,
  MANUAL_CBLOCKS,
  OPTIMIZED_CONSTANTS,
  OPTIMIZED_UINT,
} from "./vectors/assembler-vectors.js";

const hexOf = (source: string) => Buffer.from(assemble(source).program).toString("hex");
const errorOf = (source: string) => {
  try {
    assemble(source);
  } catch (error) {
    if (error instanceof AssemblyError) return error.message;
    throw error;
  }
  throw new Error("the source assembled");
};
const contract = (name: string) =>
  readFileSync(new URL(`../../../services/trust/contracts/${name}`, import.meta.url), "utf8");

describe("assembler conformance with algod (go-algorand TestAssemble vectors)", () => {
  for (const [version, vector] of Object.entries(CONFORMANCE)) {
    it(`assembles the v${version} program to algod's bytes`, () => {
      expect(hexOf(`#pragma version ${version}\n${vector.source}`)).toBe(vector.hex);
    });
  }
});

describe("assembler constant blocks as algod builds them (go-algorand assembler_test.go)", () => {
  for (const version of [4, 8, 10]) {
    for (const pair of OPTIMIZED_CONSTANTS) {
      it(`TestAssembleOptimizedConstants ${pair.name} at v${version}`, () => {
        const at = (source: string) => hexOf(`#pragma version ${version}\n${source}`);
        expect(at(pair.program)).toBe(at(pair.expected));
      });
    }
    it(`TestAssembleOptimizedUint at v${version}`, () => {
      const expected = version.toString(16).padStart(2, "0") + OPTIMIZED_UINT.hex.slice(2);
      expect(hexOf(`#pragma version ${version}\n${OPTIMIZED_UINT.program}`)).toBe(expected);
    });
  }
  for (const [i, group] of MANUAL_CBLOCKS.entries()) {
    it(`TestManualCBlocks checkSame #${i + 1} at v${group.version}`, () => {
      const [first, ...rest] = group.programs.map((p) => hexOf(`#pragma version ${group.version}\n${p}`));
      for (const other of rest) expect(other).toBe(first);
    });
  }
});

describe("assembler literals (go-algorand TestAssembleBytes, TestAssembleInt)", () => {
  for (const version of [2, 3, 4, 8, 10]) {
    const expected = (pair: { before4: string; from4: string }) =>
      (version < 4 ? pair.before4 : pair.from4).replace("xx", version.toString(16).padStart(2, "0"));
    it(`assembles every form of "abcdef" and int 0xcafef00d alike at v${version}`, () => {
      for (const form of BYTE_FORMS) {
        expect(hexOf(`#pragma version ${version}\n${form}`), form).toBe(expected(BYTE_FORMS_HEX));
      }
      expect(hexOf(`#pragma version ${version}\nint 0xcafef00d`)).toBe(expected(INT_CAFEF00D_HEX));
    });
  }
  it.each(BAD_BYTE_FORMS)("refuses $source at column $col", ({ source, message, col }) => {
    const error = errorOf(`#pragma version 10\n${source}`);
    expect(error).toMatch(new RegExp(`^1 error: 2:${col}: `));
    expect(error).toContain(message);
  });
});

describe("assembler: pseudo-ops, literals and constant blocks", () => {
  it("puts constants used more than once in blocks, most used first, and pushes the singletons", () => {
    const source = '#pragma version 10\nint 7\nint 5\nint 5\nint 7\nint 5\nint 9\nbyte "a"\nbyte "a"\n';
    // intcblock [5, 7]; 7 = intc_1, 5 = intc_0, 9 = pushint 9; bytecblock ["a"].
    expect(hexOf(source)).toBe("0a20020507260101612322222322810928" + "28");
  });

  it("before v4 keeps first-use order and never pushes", () => {
    expect(hexOf("#pragma version 3\nint 7\nint 5\nint 5\n")).toBe("03200207052223" + "23");
  });

  it("accepts every literal form algod accepts, equal bytes for equal values", () => {
    const forms = [
      'byte "hi\\x21"',
      "byte 0x686921",
      "byte base64 aGkh",
      "byte b64(aGkh)",
      "byte base32 NBUSC",
      "byte b32(NBUSC===)",
      "pushbytes 0x686921",
    ];
    for (const form of forms) {
      expect(hexOf(`#pragma version 10\n${form}`), form).toBe("0a8003686921");
    }
    expect(hexOf("#pragma version 10\nint 0x10\nint 0o20\nint 0b10000\nint 020\nint 1_6\npop")).toBe(
      "0a200110222222222248",
    );
    expect(hexOf("#pragma version 10\nint NoOp; int appl")).toBe("0a81008106");
    expect(hexOf('#pragma version 10\nmethod "add(uint64,uint64)uint64"')).toBe("0a8004fe6bdf69");
  });

  it("assembles labels, back branches, switch and macros", () => {
    expect(hexOf("#pragma version 10\n#define one pushint 1\nloop: one\nbnz loop\nb end\nend:")).toBe(
      "0a810140fffb420000",
    );
  });

  it("assembles both trust contracts and the clear program", () => {
    for (const name of ["registry.approval.teal", "reputation.approval.teal", "clear.teal"]) {
      expect(assemble(contract(name)).version).toBe(10);
    }
    expect(hexOf(contract("clear.teal"))).toBe("0a8101");
  });
});

describe("assembler errors name the line, in algod's words", () => {
  it.each([
    ["#pragma version 10\nint 1\nbogus_op", "1 error: 3: unknown opcode: bogus_op"],
    ["#pragma version 10\nint 1\nbnz nowhere", '1 error: 3:4: reference to undefined label "nowhere"'],
    ["#pragma version 8\nbox_splice", "1 error: 2: box_splice opcode was introduced in v10"],
    ["#pragma version 10\nbyte 0xabc", "1 error: 2:5: byte encoding/hex: odd length hex string"],
    ["#pragma version 10\ntxn Bogus", '1 error: 2:4: txn unknown field: "Bogus"'],
    ["#pragma version 10\nload 256", "1 error: 2:5: load i beyond 255: 256"],
    ["#pragma version 11", "1 error: 1:16: unsupported version: 11"],
    [
      "#pragma version 10\nint 1\n#pragma version 10",
      "1 error: 3: #pragma version is only allowed before instructions",
    ],
    [
      "#pragma version 3\nx: int 1\nbnz x",
      '1 error: 3:4: label "x" is a back reference, back jump support was introduced in v4',
    ],
    ["  \n", "1 error: 0: Cannot assemble empty program text"],
  ])("%j", (source, message) => {
    expect(errorOf(source)).toBe(message);
  });

  it.each([
    ["#pragma version 10\nint 1\nbyte 0x01\n+", "1 error: 4: + arg 1 wanted type uint64 got [1]byte"],
    ["#pragma version 10\n+", "1 error: 2: + expects 2 stack arguments but stack height is 0"],
    ["#pragma version 10\ntxn Sender\nint 1\n+", "1 error: 4: + arg 0 wanted type uint64 got address"],
    [
      "#pragma version 10\nbyte 0x01\nbyte 0x02\ned25519verify_bare",
      "1 error: 4: ed25519verify_bare expects 3 stack arguments but stack height is 2",
    ],
  ])("type-checks as algod: %j", (source, message) => {
    expect(errorOf(source)).toBe(message);
  });

  it("does not type-check after #pragma typetrack false, nor across a label after dead code", () => {
    expect(() => assemble("#pragma version 10\n#pragma typetrack false\nint 1\nbyte 0x01\n+")).not.toThrow();
    expect(() => assemble("#pragma version 10\nb next\nnext:\n+\nreturn")).not.toThrow();
  });

  it("lists several errors one per line", () => {
    expect(errorOf("#pragma version 10\nfoo\nbar")).toBe("2: unknown opcode: foo\n3: unknown opcode: bar");
  });
});
