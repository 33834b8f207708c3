// Which journaled requests a listing of `GET /__core/requests` shows, at a cost of what it returns: without a filter on
// what was sent it counts the matches by ids and looks at `limit` records only; with one it checks the record's own
// method, status and code, then its URL as sent, before building (and redacting) an entry (one load at 10,000 17 KB
// heads took 6.5–16 s).
import { REDACTED } from '../redaction/index.js';
import type { JournalEntry } from '../schema/index.js';
import { matchesFilter, type RequestFilter } from './request-filter.js';
import type { JournalRecord, RequestJournal } from './request-journal.js';

export interface JournalListing {
  /** The records to show, newest first: at most `limit`. */
  records: JournalRecord[];
  /** How many records match, beyond those shown too. */
  matched: number;
}

const filtersContent = (filter: RequestFilter) =>
  filter.path !== undefined ||
  filter.method !== undefined ||
  filter.status !== undefined ||
  filter.code !== undefined ||
  filter.query.size > 0;

/**
 * Whether the entry of a record could pass the filter's path and query, read from the URL as sent: redaction only
 * puts `[redacted]` in place of what it takes out, so a path or a parameter shown differently from how it was sent
 * holds `[redacted]`. A filter naming `[redacted]` is left to the entry; false means the entry cannot pass.
 */
function mayShow(record: JournalRecord, filter: RequestFilter): boolean {
  const at = record.url.indexOf('?');
  const path = at < 0 ? record.url : record.url.slice(0, at);
  if (filter.path !== undefined && path !== filter.path && !filter.path.includes(REDACTED)) return false;
  if (filter.query.size === 0) return true;
  const sent = new URLSearchParams(at < 0 ? '' : record.url.slice(at + 1));
  for (const [name, value] of filter.query)
    if (!name.includes(REDACTED) && !value.includes(REDACTED) && !sent.getAll(name).includes(value)) return false;
  return true;
}

/** `entryOf` builds the entry a filter on the path or the query compares (redacted, as the API shows it). */
export function listJournal(
  journal: RequestJournal,
  filter: RequestFilter,
  entryOf: (record: JournalRecord) => JournalEntry,
): JournalListing {
  const records: JournalRecord[] = [];
  if (!filtersContent(filter)) {
    for (const record of journal.newestFirst(filter.after)) {
      if (records.length === filter.limit) break;
      records.push(record);
    }
    return { records, matched: journal.countAfter(filter.after) };
  }
  let matched = 0;
  const needsEntry = filter.path !== undefined || filter.query.size > 0;
  for (const record of journal.newestFirst(filter.after)) {
    if (filter.method !== undefined && record.method !== filter.method) continue;
    if (filter.status !== undefined && record.status !== filter.status) continue;
    if (filter.code !== undefined && record.code !== filter.code) continue;
    if (needsEntry && !(mayShow(record, filter) && matchesFilter(entryOf(record), filter))) continue;
    if (++matched <= filter.limit) records.push(record);
  }
  return { records, matched };
}
