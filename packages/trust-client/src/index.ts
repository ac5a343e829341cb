export {
  type Answer,
  type CallHeaders,
  createTrustClient,
  type Schemas,
  type TrustClient,
  type TrustClientOptions,
} from "./client.js";
export type { components, paths } from "./generated/trust-api.js";
