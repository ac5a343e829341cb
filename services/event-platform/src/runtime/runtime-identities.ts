import { Identity, type RetiredKey } from "../crypto/identity.js";
import type { KeyRegistry } from "../crypto/key-registry.js";
import type { Logger } from "../logging/json-logger.js";

/**
 * The identity of each name in `<dir>`, created on first start, each registered in `keys` with the
 * keys it retired (which still verify for the replay window).
 */
export function loadIdentities({
  dir,
  names,
  keys,
  logger,
}: {
  dir: string;
  names: readonly string[];
  keys: KeyRegistry;
  logger: Logger;
}): Map<string, Identity> {
  const identities = new Map<string, Identity>();
  for (const name of names) {
    const identity = loadIdentity(dir, name, logger);
    identities.set(name, identity);
    keys.register(name, identity.sourceKey);
    for (const retired of retiredKeys(dir, name, logger)) {
      keys.retire(name, retired.source_key, Date.parse(retired.retired_at));
    }
  }
  return identities;
}

/** Keys `name` signed with before a rotation; an unreadable file is logged and ignored. */
function retiredKeys(dir: string, name: string, logger: Logger): RetiredKey[] {
  try {
    return Identity.retiredKeys(dir, name);
  } catch (error) {
    logger.error(`retired keys of ${name} not readable; old signatures will not verify`, { dir, error });
    return [];
  }
}

/**
 * The identity in `<dir>/<name>.key`, created (0600) on first start. Keys must outlive the process:
 * a dead letter signed by the daemon has to verify when `eventctl dlq --replay` runs later.
 */
function loadIdentity(dir: string, name: string, logger: Logger): Identity {
  const stored = Identity.load(dir, name);
  if (stored) return stored;
  const identity = Identity.generate(name);
  try {
    identity.save(dir);
    logger.info(`created identity ${name}`, { dir, source_key: identity.sourceKey });
  } catch (error) {
    logger.warning(`identity ${name} could not be saved; using it for this process only`, { dir, error });
  }
  return identity;
}
