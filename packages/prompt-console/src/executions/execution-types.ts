/** Executions as `GET /api/executions/:id` answers, from @platform/prompt-client's generated types. */
import type { Execution, ReplayAttempt } from "@platform/prompt-client";

export type { Execution, ReplayAttempt, ReplayList } from "@platform/prompt-client";
export type NodeTrace = Execution["trace"][number];
export type ReplayDiff = ReplayAttempt["diff"];
