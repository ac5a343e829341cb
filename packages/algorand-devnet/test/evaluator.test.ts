import algosdk from "algosdk";
import { describe, expect, it } from "vitest";
import { assemble } from "../src/avm/assembler.js";
import type { EvalEnv } from "../src/avm/eval-env.js";
import { EvalFailure, runProgram } from "../src/avm/evaluator.js";
import { GroupRun } from "../src/ledger/app-calls.js";

/** Op semantics, one small program each, run in process against a bare environment. */
const sender = algosdk.generateAccount();
const suggestedParams: algosdk.SuggestedParams = {
  fee: 1000n,
  minFee: 1000n,
  firstValid: 1n,
  lastValid: 100n,
  genesisID: "unit",
  genesisHash: new Uint8Array(32),
  flatFee: true,
};

function env(boxes: Uint8Array[] = [new Uint8Array([1])]): EvalEnv {
  const txn = algosdk.makeApplicationNoOpTxnFromObject({
    sender: sender.addr,
    appIndex: 77,
    appArgs: [new Uint8Array([9, 8])],
    boxes: boxes.map((name) => ({ appIndex: 0, name })),
    suggestedParams,
  });
  const group = new GroupRun([txn]);
  return {
    appId: 77,
    appAddress: algosdk.getApplicationAddress(77).publicKey,
    creator: sender.addr.publicKey,
    group: group.views,
    groupIndex: 0,
    round: 5,
    timestamp: 1_000,
    budget: group.budget,
    global: new Map(),
    boxes: new Map(),
    boxBudget: group.boxBudget(77),
    logs: [],
    account: () => undefined,
    innerPay: () => {},
  };
}

// Type tracking off: some programs here are ones algod's assembler would refuse, run to see the
// evaluator refuse them too.
const run = (body: string, e = env()) =>
  runProgram(assemble(`#pragma version 10\n#pragma typetrack false\n${body}`).program, e);
const failure = (body: string, e = env()) => {
  try {
    run(body, e);
  } catch (error) {
    if (error instanceof EvalFailure) return error.reason;
    throw error;
  }
  throw new Error("the program ran");
};

describe("evaluator: ops", () => {
  it.each([
    ["int 7; int 5; -; int 2; ==", true],
    ["int 7; int 2; /; int 3; ==", true],
    ["int 7; int 4; %; int 3; ==", true],
    ["int 2; int 10; exp; int 1024; ==", true],
    ["int 17; sqrt; int 4; ==", true],
    ["int 1; int 63; shl; int 63; shr; int 1; ==", true],
    ["int 18446744073709551615; int 2; mulw; int 18446744073709551614; ==; swap; int 1; ==; &&", true],
    ["byte 0x0102; byte 0x03; concat; byte 0x010203; ==", true],
    ["byte 0x00ff; btoi; int 255; ==", true],
    ["int 258; itob; extract 6 2; byte 0x0102; ==", true],
    ['byte "hello"; extract 1 0; byte "ello"; ==', true],
    ['byte "hello"; int 1; int 3; substring3; byte "el"; ==', true],
    ["byte 0x0000ff; int 1; extract_uint16; int 255; ==", true],
    ["byte 0x00; int 0; int 7; setbyte; byte 0x07; ==", true],
    ["byte 0x01; byte 0xff; b+; byte 0x0100; b==", true],
    ["byte 0x0f; byte 0xf0; b|; byte 0xff; ==", true],
    ['byte "abc"; sha256; len; int 32; ==', true],
    [
      'byte "abc"; keccak256; byte 0x4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45; ==',
      true,
    ],
    ["int 1; int 2; int 3; dig 2; int 1; ==; assert; pop; pop; pop; int 1", true],
    ["int 1; int 2; int 3; cover 2; pop; pop; int 3; ==", true],
    ["int 1; int 2; int 3; uncover 2; int 1; ==; assert; pop; pop; int 1", true],
    ["int 9; int 8; pushint 0; select; int 9; ==", true],
    ["pushints 4 5 6; popn 2; int 4; ==", true],
    ["int 3; store 10; int 10; loads; int 3; ==", true],
    ["pushint 2; switch a b; int 0; return; a: int 0; return; b: int 0; return", false],
    ["pushint 1; switch a b; int 0; return; a: int 0; return; b: int 1; return", true],
    ['byte "x"; byte "y"; byte "y"; match a b; int 0; return; a: int 0; return; b: int 1; return', true],
    ["int 5; callsub double; int 10; ==; return; double: proto 1 1; frame_dig -1; int 2; *; retsub", true],
    ["txna ApplicationArgs 0; byte 0x0908; ==", true],
    ["txn NumAppArgs; global GroupSize; ==", true],
    ["global CurrentApplicationID; int 77; ==", true],
    ["txn Sender; global CreatorAddress; ==", true],
  ])("%s", (body, approved) => {
    expect(run(body.replaceAll("; ", "\n")).approved).toBe(approved);
  });

  it("keeps global state and boxes", () => {
    const e = env();
    run('byte "k"; int 4; app_global_put; byte 0x01; int 8; box_create', e);
    expect(run('byte "k"; app_global_get; int 4; ==', e).approved).toBe(true);
    run("byte 0x01; int 2; byte 0xaabb; box_replace; int 1", e);
    expect(run("byte 0x01; int 2; int 2; box_extract; byte 0xaabb; ==", e).approved).toBe(true);
    run("byte 0x01; int 0; int 2; byte 0x11; box_splice; int 1", e);
    expect(Buffer.from(e.boxes.get("01")!).toString("hex")).toBe("11aabb0000000000");
    run("byte 0x01; int 4; box_resize; int 1", e);
    expect(run("byte 0x01; box_len; assert; int 4; ==", e).approved).toBe(true);
    expect(run("byte 0x01; box_del", e).approved).toBe(true);
    expect(e.boxes.size).toBe(0);
  });

  it("fails as algod words it", () => {
    expect(failure("int 1; int 0; /")).toBe("/ 0");
    expect(failure("int 18446744073709551615; int 1; +")).toBe("+ overflowed");
    expect(failure("int 0; int 1; -")).toBe("- would result negative");
    expect(failure("int 1; byte 0x01; +")).toBe("+ arg 1 wanted uint64 but got []byte");
    expect(failure("pop")).toBe("stack underflow in pop");
    expect(failure("int 1; int 2")).toBe("stack len is 2 instead of 1");
    expect(failure("byte 0x01")).toBe("stack finished with bytes not int");
    expect(failure("byte 0x02; int 1; box_create")).toBe("invalid Box reference 0x02");
    expect(failure("byte 0x; int 1; box_create")).toBe("box names may not be zero length");
    expect(failure("byte 0x01; int 1025; box_create")).toBe(
      "write budget exceeded (1025 > 1024) while creating box 0x01",
    );
    expect(failure("byte 0x01; box_get")).toBe("stack len is 2 instead of 1");
    expect(failure("byte 0x01; int 0; int 1; box_extract")).toBe("no such box 0x01");
    expect(failure("int 0; assert; int 1")).toBe("assert failed pc=3");
    expect(failure("arg 0")).toBe("arg_0 not allowed in current mode");
  });
});
