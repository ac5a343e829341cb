import type { SagaDefinition } from "../../saga/saga-runner.js";
import { type DisbursementDependencies, loanDisbursementSaga } from "./loan-disbursement-saga.js";

/** Builds saga definitions once the runtime has its store, clock and bus. */
export type SagaFactory = (deps: DisbursementDependencies) => SagaDefinition[];

/** The sagas every runtime knows: loan disbursement. */
export const lendingSagas: SagaFactory = (deps) => [loanDisbursementSaga(deps)];
