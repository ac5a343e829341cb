export { REGISTRY_METHODS } from "./apps/registry-app.js";
export { EVENT_TYPES, REPUTATION_METHODS } from "./apps/reputation-app.js";
export { type Devnet, type DevnetOptions, startDevnet } from "./devnet.js";
export type { PaymentPayload, PaymentRequirements, VerifyResult } from "./facilitator.js";
export {
  type DevnetAccounts,
  REGISTRY_APP_ID,
  REPUTATION_APP_ID,
  START_ROUND,
  USDC_ASSET_ID,
} from "./ledger/seed.js";
export { buildPaymentHeader } from "./x402-client.js";
