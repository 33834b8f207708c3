// The face of src/control-room/, shared by the mock and the proxy: the journal of recent requests, its filters and
// JSON, the verdicts beside each exchange, the page and the answers under /__core/.
export { sendControl, sendControlData, sendControlError } from './control-answers.js';
export { journalRecordAt, jsonBodyDeclared, noParameters } from './control-request-checks.js';
export { controlFallback } from './control-fallback.js';
export { controlPageRoutes } from './control-page-routes.js';
export { createExchangeJudge } from './exchange-judge.js';
export type { ExchangeJudge } from './exchange-judge.js';
export { isLoopbackHost, mayControl } from './is-loopback.js';
export { journalEntry, journalEntryDetail, journalExchange } from './journal-json.js';
export { listJournal } from './journal-listing.js';
export { parseRequestFilter } from './request-filter.js';
export { JOURNAL_LIMITS, MAX_JOURNAL_SIZE, RequestJournal } from './request-journal.js';
export type { JournalInput, JournalRecord } from './request-journal.js';
