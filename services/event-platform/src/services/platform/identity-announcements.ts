import { createPublicKey, verify } from "node:crypto";
import type { Identity } from "../../crypto/identity.js";
import type { EventEnvelope } from "../../events/envelope.js";

export const IdentityEvents = {
  registered: "identity.registered",
  rotated: "identity.rotated",
  rejected: "identity.rejected",
} as const;

/** What the new key signs in a rotation: proof that the rotating source holds it. */
export function rotationMessage(source: string, previousKey: string, newKey: string): Buffer {
  return Buffer.from(`eventplat.rotate.v1\n${source}\n${previousKey}\n${newKey}`, "utf8");
}

/** `identity.registered`, signed by the key it registers. */
export function registrationEvent(identity: Identity): EventEnvelope {
  return identity.createEvent({
    event_type: IdentityEvents.registered,
    payload: { source: identity.source, source_key: identity.sourceKey },
  });
}

/** `identity.rotated` from `current` to `next`: signed by the current key, with the new key's proof. */
export function rotationEvent(current: Identity, next: Identity): EventEnvelope {
  if (current.source !== next.source) throw new TypeError("a rotation keeps the source name");
  return current.createEvent({
    event_type: IdentityEvents.rotated,
    payload: {
      source: current.source,
      previous_key: current.sourceKey,
      new_key: next.sourceKey,
      proof: next.signBytes(rotationMessage(current.source, current.sourceKey, next.sourceKey)),
    },
  });
}

export type Announcement =
  | { ok: true; kind: "registered"; source: string; key: string; repeated: boolean }
  | { ok: true; kind: "rotated"; source: string; previous: string; key: string }
  | { ok: false; source: string; reason: string; detail: string };

/**
 * Checks an announcement against the key the verifier knows for its source (`currentKey`):
 * a registration must be signed by the key it registers and name a source with no key (or the same
 * key again); a rotation must be signed by the source's current key and carry a proof signed by the
 * new key over `rotationMessage`. Every announcement must come from the source it names.
 */
export function checkAnnouncement(event: EventEnvelope, currentKey: string | undefined): Announcement {
  const p = event.payload as Record<string, unknown>;
  const source = typeof p.source === "string" ? p.source : event.source;
  const no = (reason: string, detail: string): Announcement => ({ ok: false, source, reason, detail });
  if (p.source !== event.source) return no("wrong_source", "an identity is announced only by its own source");
  if (event.event_type === IdentityEvents.registered) {
    if (p.source_key !== event.source_key)
      return no("not_self_signed", "source_key must sign its registration");
    if (currentKey !== undefined && currentKey !== event.source_key) {
      return no("already_registered", "the source has another key: rotate it with identity.rotated");
    }
    return {
      ok: true,
      kind: "registered",
      source,
      key: event.source_key,
      repeated: currentKey === event.source_key,
    };
  }
  const { previous_key: previous, new_key: next, proof } = p;
  if (typeof previous !== "string" || typeof next !== "string" || typeof proof !== "string") {
    return no("malformed", "previous_key, new_key and proof are required");
  }
  if (currentKey === undefined) return no("unknown_source", "register the source before rotating its key");
  if (previous !== currentKey || event.source_key !== currentKey) {
    return no("not_current_key", "a rotation must be signed with the current key");
  }
  if (!proofValid(source, previous, next, proof))
    return no("bad_proof", "the proof is not signed by new_key");
  return { ok: true, kind: "rotated", source, previous, key: next };
}

function proofValid(source: string, previous: string, next: string, proof: string): boolean {
  try {
    const key = createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: next }, format: "jwk" });
    return verify(null, rotationMessage(source, previous, next), key, Buffer.from(proof, "base64url"));
  } catch {
    return false;
  }
}
