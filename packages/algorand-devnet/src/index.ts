export { boxMinBalance } from "./apps/app-state.js";
export {
  AGGREGATE_SIZE,
  aggregateBoxName,
  DELEGATION_SIZE,
  delegationBoxName,
  EVENT_SIZE,
  EVENT_TYPES,
  eventBoxName,
  REGISTRY_METHODS,
  REPUTATION_METHODS,
} from "./apps/contracts.js";
export { type Assembled, AssemblyError, assemble } from "./avm/assembler.js";
export { type Devnet, type DevnetOptions, startDevnet } from "./devnet.js";
export type { FacilitatorRequest, PaymentPayload, PaymentRequirements } from "./facilitator.js";
export {
  type DevnetAccounts,
  REGISTRY_APP_ID,
  REPUTATION_APP_ID,
  START_ROUND,
  USDC_ASSET_ID,
} from "./ledger/seed.js";
export { buildPaymentHeader } from "./x402-client.js";
