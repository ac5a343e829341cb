/**
 * JSON Schemas (OpenAPI 3.1 = JSON Schema 2020-12) of the trust service's bodies. Objects list the
 * fields every answer has as `required` and allow more, so adding a field is never a breaking change.
 * test/openapi-contract.test.ts validates real answers against them.
 */
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const str = { type: "string" } as const;
const num = { type: "number" } as const;
const int = { type: "integer" } as const;
const bool = { type: "boolean" } as const;
const riskLevel = { type: "string", enum: ["low", "medium", "high", "critical"] } as const;
const wallet = { type: "string", pattern: "^[A-Z2-7]{58}$", description: "Algorand address" } as const;
const obj = (required: Record<string, object>, optional: Record<string, object> = {}) => ({
  type: "object",
  required: Object.keys(required),
  properties: { ...required, ...optional },
});
const strings = { type: "array", items: str } as const;
const nullable = (schema: object) => ({ oneOf: [schema, { type: "null" }] });
const evidenceList = { type: "array", maxItems: 5, items: obj({ txId: str, round: int }) };
const SUBSCORES = ["accountAge", "activity", "counterpartyDiversity", "balance", "consistency"];
const sanctions = obj({ listed: bool }, { source: str });
const EVENT_TYPES = ["payment", "purchase", "dispute", "refund", "endorsement", "service"];
const amount = {
  type: "number",
  exclusiveMinimum: 0,
  // The largest double whose micro-units fit in uint64 is below 18446744073709.551615.
  maximum: 18446744073709.55,
  description:
    "Whole units (USDC); at least 0.000001 and at most 18446744073709.551615 (the contracts' uint64 micro-units)",
};

const signature = { type: "string", description: "base64 of a 64-byte Ed25519 signature" } as const;
const consentExpiry = {
  type: "integer",
  minimum: 1,
  description: "Unix seconds after which the signature is refused",
};

export const schemas = {
  Error: obj({ error: str }, { code: str }),
  PaymentRequired: obj({
    x402Version: { const: 1 },
    error: str,
    accepts: { type: "array", items: { type: "object" } },
  }),
  Evidence: obj(Object.fromEntries(SUBSCORES.map((s) => [s, evidenceList]))),
  OnChain: obj({
    round: int,
    createdAtRound: int,
    accountAgeDays: num,
    balanceAlgo: num,
    usdcBalance: num,
    algoUsdPrice: nullable(num),
    holdingsUsd: num,
    monthlyVolumeUsd: num,
    circularValueUsd: num,
    assetCount: int,
    transactionCount: int,
    uniqueCounterparties: int,
    activeDays: int,
    lookbackRounds: int,
    historyTruncated: bool,
  }),
  TrustScore: obj({
    wallet,
    trustScore: num,
    riskLevel,
    breakdown: obj(Object.fromEntries(SUBSCORES.map((s) => [s, num]))),
    evidence: ref("Evidence"),
    onChain: ref("OnChain"),
    explanation: strings,
  }),
  ScoreBatchRequest: obj({ wallets: { type: "array", minItems: 1, maxItems: 100, items: {} } }),
  ScoreBatchResponse: obj({
    results: {
      type: "array",
      items: obj({ wallet: {}, status: int, body: { oneOf: [ref("TrustScore"), ref("Error")] } }),
    },
  }),
  DelegationScore: obj({
    wallet,
    trustScore: num,
    riskLevel,
    delegation: { type: "object" },
    explanation: strings,
  }),
  SybilCheck: obj({
    wallet,
    sybilRisk: num,
    riskLevel,
    confidence: num,
    signals: { type: "object" },
    clusterSize: int,
    flaggedWallets: { type: "array", items: wallet },
    explanation: strings,
  }),
  Reputation: obj({
    wallet,
    source: { enum: ["contract", "local"] },
    reputation: num,
    riskLevel,
    breakdown: obj(Object.fromEntries(EVENT_TYPES.map((t) => [t, obj({ count: int, amount: num })]))),
  }),
  Underwrite: obj({
    wallet,
    approved: bool,
    recommendedLimit: num,
    riskLevel,
    confidence: num,
    compositeScore: num,
    factors: {
      type: "array",
      items: obj({
        name: str,
        score: num,
        weight: num,
        contribution: num,
        status: { enum: ["pass", "warn", "fail"] },
      }),
    },
    explanation: strings,
    sanctions,
  }),
  TrustGraph: obj(
    {
      wallet,
      nodes: {
        type: "array",
        items: obj({
          address: wallet,
          depth: int,
          role: { enum: ["subject", "sponsor", "agent", "anchor"] },
        }),
      },
      edges: { type: "array", items: obj({ sponsor: wallet, agent: wallet, amount: num, consented: bool }) },
      exposureByDepth: { type: "array", items: obj({ depth: int, amount: num, wallets: int }) },
      totalExposure: num,
    },
    {
      whatIf: obj({
        sponsorLost: wallet,
        delegationScoreBefore: num,
        delegationScoreAfter: num,
        exposureBefore: num,
        exposureAfter: num,
        orphanedAgents: { type: "array", items: wallet },
      }),
    },
  ),
  Passport: obj({
    wallet,
    generatedAt: str,
    blockRound: int,
    schemaVersion: str,
    identityStrength: num,
    trustScore: num,
    trustRiskLevel: riskLevel,
    reputation: num,
    reputationRiskLevel: riskLevel,
    totalEvents: int,
    paymentReliability: nullable(num),
    creditLimit: num,
    creditRisk: riskLevel,
    risk: { type: "object" },
    sybilRisk: num,
    overallRiskLevel: riskLevel,
    overallScore: num,
    sanctions,
    onChain: ref("OnChain"),
    evidence: ref("Evidence"),
    delegation: { type: "object" },
    capabilities: strings,
    dataSources: { type: "object" },
    summary: str,
    explanation: strings,
    checksum: { type: "string", pattern: "^[0-9a-f]{64}$" },
    attestation: { type: "string", description: "Compact JWS (EdDSA) of the passport without this field" },
  }),
  Verify: obj({
    wallet,
    valid: bool,
    flags: { type: "array", items: { enum: ["funded", "active", "empty", "lookup_failed"] } },
  }),
  CounterpartyRequest: obj({ buyer: wallet }),
  Counterparty: obj({
    buyer: wallet,
    allow: bool,
    confidence: num,
    riskLevel,
    trustScore: num,
    onChainScore: num,
    delegationScore: num,
    sybilRisk: num,
    sanctions,
    explanation: strings,
  }),
  CreditRequest: obj({ wallet }, { amount }),
  CreditEstimate: obj(
    {
      wallet,
      estimatedLimit: num,
      risk: riskLevel,
      confidence: num,
      approved: bool,
      breakdown: { type: "object" },
      explanation: strings,
    },
    { assessedAmount: num },
  ),
  DelegateRequest: obj(
    { sponsor: wallet, agent: wallet, amount },
    {
      sponsorSignature: {
        ...signature,
        description: "The sponsor's consent (decision 0014), with consentExpiry",
      },
      consentExpiry,
    },
  ),
  DelegateResult: obj({
    sponsor: wallet,
    agent: wallet,
    amount: num,
    consented: bool,
    appId: int,
    txId: str,
    round: int,
  }),
  RevokeRequest: obj(
    { sponsor: wallet, agent: wallet },
    {
      signature: { ...signature, description: "The sponsor's or the agent's consent (decision 0014)" },
      signer: { ...wallet, description: "Who signed: the sponsor (default) or the agent" },
      consentExpiry,
    },
  ),
  RevokeResult: obj({
    sponsor: wallet,
    agent: wallet,
    revoked: { const: true },
    appId: int,
    txId: str,
    round: int,
  }),
  ReputationRecordRequest: obj(
    { wallet, eventType: { enum: EVENT_TYPES } },
    { amount, counterparty: wallet, round: { type: "integer", minimum: 1 } },
  ),
  ReputationRecordResult: obj(
    { recorded: { const: true }, source: { enum: ["contract", "local"] }, event: { type: "object" } },
    { txId: str, round: int, appId: int },
  ),
  SubscribeRequest: obj(
    { url: { type: "string", format: "uri" } },
    { events: { type: "array", minItems: 1, items: { enum: ["*", ...EVENT_TYPES] } } },
  ),
  Subscription: obj({ id: str, url: str, events: strings, createdAt: str }, { secret: str }),
  SubscriptionList: obj({ subscribers: { type: "array", items: ref("Subscription") } }),
  Unsubscribed: obj({ id: str, deleted: { const: true } }),
  Health: obj({ status: str, service: str, network: str, timestamp: str }),
  RegistryStatus: obj({ configured: bool, appId: int }, { reason: str }),
  Jwks: obj({
    keys: {
      type: "array",
      items: obj({
        kty: { const: "OKP" },
        crv: { const: "Ed25519" },
        x: str,
        kid: str,
        alg: { const: "EdDSA" },
        use: { const: "sig" },
      }),
    },
  }),
} as const;
