/** The seeded ledger's fixed facts: its first round, the ids of what it deploys at genesis, and units. */
export const START_ROUND = 40_000_000;
export const REGISTRY_APP_ID = 1001;
export const REPUTATION_APP_ID = 1002;
export const USDC_ASSET_ID = 1003;
/** Micro-units per ALGO and per USDC (both have six decimals). */
export const ALGO = 1_000_000;
export const USDC = 1_000_000;
