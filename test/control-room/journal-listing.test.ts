// A listing of the journal costs what it returns: without a filter on what was sent it builds no entry to compare and
// looks at `limit` records only; with one, the record's own method, status and code, then its URL as sent, are checked
// before an entry is built, and the entries built are those of the records that may match.
import { describe, expect, it } from 'vitest';
import { journalEntry, listJournal, parseRequestFilter } from '../../src/control-room/index.js';
import { JOURNAL_LIMITS, RequestJournal, type JournalRecord } from '../../src/control-room/request-journal.js';

const CAPACITY = 10_000;
const journal = new RequestJournal({ ...JOURNAL_LIMITS, capacity: CAPACITY });
for (let i = 0; i < CAPACITY + 50; i++)
  journal.add({
    at: 0,
    method: i % 10 === 0 ? 'DELETE' : 'GET',
    url: i % 2 ? `/api/core/v1/global/configs?n=${i}` : '/api/core/v1/notification/list',
    headers: { 'x-core-uid-token': 'secret-token-value' },
    operation: null,
    status: i % 3 === 0 ? 404 : 200,
    code: i % 3 === 0 ? 32100 : 0,
    applied: null,
    fault: null,
    durationMs: 1,
    body: null,
  });

function listed(query: string) {
  const filter = parseRequestFilter(new URLSearchParams(query), CAPACITY);
  if (!filter.ok) throw new Error(filter.error.message);
  let built = 0;
  const entryOf = (record: JournalRecord) => (built++, journalEntry(record, null));
  const listing = listJournal(journal, filter.value, entryOf);
  return { ids: listing.records.map((r) => r.id), matched: listing.matched, built };
}

/** The same listing as the walk of every record the API did before: an entry built and compared for each. */
function walked(query: string) {
  const filter = parseRequestFilter(new URLSearchParams(query), CAPACITY);
  if (!filter.ok) throw new Error(filter.error.message);
  const ids: number[] = [];
  let matched = 0;
  for (const record of journal.newestFirst(filter.value.after)) {
    const entry = journalEntry(record, null);
    const sent = filter.value;
    if (sent.path !== undefined && entry.path !== sent.path) continue;
    if (sent.method !== undefined && entry.method !== sent.method) continue;
    if (sent.status !== undefined && entry.status !== sent.status) continue;
    if (sent.code !== undefined && entry.code !== sent.code) continue;
    if ([...sent.query].some(([name, value]) => entry.query[name] !== value)) continue;
    if (++matched <= sent.limit) ids.push(record.id);
  }
  return { ids, matched };
}

describe('listJournal over a full journal of 10,000', () => {
  it.each([
    ['', 0],
    ['limit=5', 0],
    ['after=10040', 0],
    ['after=9000&limit=3', 0],
  ])('%j builds no entry and matches by ids', (query, built) => {
    const result = listed(query);
    expect(result.built).toBe(built);
    expect({ ids: result.ids, matched: result.matched }).toEqual(walked(query));
  });

  it.each(['method=DELETE', 'status=404&method=DELETE', 'code=32100&limit=7', 'status=201'])(
    '%j checks the record first and builds no entry',
    (query) => {
      const result = listed(query);
      expect(result.built).toBe(0);
      expect({ ids: result.ids, matched: result.matched }).toEqual(walked(query));
    },
  );

  it.each([
    ['path=/api/core/v1/notification/list&status=404', Math.ceil(CAPACITY / 6)],
    ['query.n=10047', 1],
    ['query.n=10047&path=/api/core/v1/global/configs', 1],
    ['path=/api/core/v1/global/configs&query.n=7', 0],
    ['path=/nowhere', 0],
    ['query.absent=1&limit=3', 0],
  ])('%j builds entries only for the records whose URL as sent may show it (at most %i)', (query, most) => {
    const result = listed(query);
    expect(result.built).toBeLessThanOrEqual(most);
    expect({ ids: result.ids, matched: result.matched }).toEqual(walked(query));
  });
});

describe('listJournal filtering on what redaction shows', () => {
  const token = 'secret-token-value';
  const small = new RequestJournal({ ...JOURNAL_LIMITS, capacity: 10 });
  for (const url of [`/api/core/v1/${token}/x`, `/api/core/v1/global/configs?token=abc&lang=${token}`, '/plain'])
    small.add({
      at: 0,
      method: 'GET',
      operation: null,
      status: 404,
      code: null,
      applied: null,
      fault: null,
      url,
      headers: { 'x-core-uid-token': token },
      durationMs: 1,
      body: null,
    });

  const ids = (query: string) => {
    const filter = parseRequestFilter(new URLSearchParams(query), 10);
    if (!filter.ok) throw new Error(filter.error.message);
    return listJournal(small, filter.value, (record) => journalEntry(record, null)).records.map((r) => r.id);
  };

  it.each([
    [`path=/api/core/v1/${token}/x`, []],
    ['path=/api/core/v1/[redacted]/x', [1]],
    ['query.token=abc', []],
    ['query.token=[redacted]', [2]],
    [`query.lang=${token}`, []],
    ['query.lang=[redacted]', [2]],
    ['path=/plain', [3]],
  ])('%j matches the entry as shown, never a secret as sent: %j', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });
});
