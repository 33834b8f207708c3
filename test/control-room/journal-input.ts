// A journal input of a configs request answered 200, for the journal's tests: each test sets only what it is about.
import type { JournalInput } from '../../src/control-room/request-journal.js';

export const journalInput = (extra: Partial<JournalInput> = {}): JournalInput => ({
  at: 0,
  method: 'GET',
  url: '/api/core/v1/global/configs',
  headers: {},
  operation: 'configs',
  status: 200,
  code: 0,
  applied: null,
  fault: null,
  durationMs: 1,
  body: '{}',
  ...extra,
});
