import type { PlatformApiError } from "../src/index.js";

/** The error a call failed with; fails the test when the call succeeded. */
export async function rejection<E = PlatformApiError>(promise: Promise<unknown>): Promise<E> {
  try {
    await promise;
  } catch (error) {
    return error as E;
  }
  throw new Error("expected the call to fail, and it succeeded");
}
