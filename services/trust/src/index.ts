export { buildApp, SERVICE_NAME, SERVICE_VERSION, type TrustAppDeps } from "./app.js";
export { AlgorandChain } from "./chain/algorand-chain.js";
export type { ChainReader } from "./chain/chain-reader.js";
export { readTrustConfig, type TrustConfig, trustConfigSchema } from "./config.js";
export { FileExposureStore } from "./state/exposure-store.js";
export { TrustService } from "./trust-service.js";
