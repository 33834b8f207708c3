// The face of src/contract/, the contract kit: running the checks against a URL, its reports, and the per-answer
// rules (invariants) a proxy or a journal applies to one answer alone.
export { allChecks } from './checks/all-checks.js';
export { CONTRACT_DEFAULTS, contractSecrets, executeContract } from './execute-contract.js';
export type { ContractOptions } from './execute-contract.js';
export { isObject } from './invariants/answer-kind.js';
export { invariantRules } from './invariants/invariant-rules.js';
export type { Judgement } from './invariants/invariant-rules.js';
export { judgeConfigsAnswer } from './invariants/judge-configs-answer.js';
export { judgeEveryAnswer } from './invariants/judge-every-answer.js';
export { judgeListAnswer } from './invariants/judge-list-answer.js';
export { EMPTY_VALUE_CONTEXT, judgeValues, valueContextOf } from './invariants/judge-values.js';
export type { ValueContext } from './invariants/judge-values.js';
export { isTheRealSystemsKnownCrash } from './invariants/known-real-system-crash.js';
export { readJsonText } from './invariants/read-json-text.js';
export type { SeenAnswer, Validators } from './invariants/seen-answer.js';
export { decodeBody } from './invariants/wire-facts.js';
export { InvalidBaseUrl, parseBaseUrl } from './kit/base-url.js';
export { provenanceLabel } from './kit/check.js';
export { UnknownCheckNames } from './kit/runner.js';
export { jsonReport, junitReport } from './report/report-files.js';
export { textReport } from './report/report-text.js';
