// The face of src/contract/, the contract kit: running the checks against a URL, its reports, and the per-answer
// rules (invariants) the proxy and the control rooms hold one answer to, as the kit does (answerJudge).
export { allChecks } from './checks/all-checks.js';
export { CONTRACT_DEFAULTS, contractSecrets, executeContract } from './execute-contract.js';
export type { ContractOptions } from './execute-contract.js';
export { invariantRules } from './invariants/invariant-rules.js';
export type { Violation } from './invariants/invariant-rules.js';
export { answerFromText, answerJudge } from './invariants/judge-answer.js';
export { readJsonText } from './invariants/read-json-text.js';
export type { SeenAnswer, Validators } from './invariants/seen-answer.js';
export { decodeBody } from './invariants/wire-facts.js';
export { InvalidBaseUrl, parseBaseUrl } from './kit/base-url.js';
export { provenanceLabel } from './kit/check.js';
export { UnknownCheckNames } from './kit/runner.js';
export { jsonReport, junitReport } from './report/report-files.js';
export { textReport } from './report/report-text.js';
export { secretRedactor } from './report/redact-secrets.js';
export { oneLine, terminalSafe } from './report/terminal-safe.js';
export { headerValueProblem, trimHeaderValue } from './kit/header-value.js';
export { extraHeaders, headerLines, InvalidHeader } from './kit/extra-headers.js';
