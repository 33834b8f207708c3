// Journaled requests as the control API shows them, redacted as the request log is: secret query values and the
// request's own token values `[redacted]` wherever they appear (URL, other headers, the answer, the verdict), secret
// headers too (journal-secrets.ts).
import type { Verdict } from './exchange-judge.js';
import type { JournalEntry, JournalEntryDetail } from '../schema/index.js';
import type { JournalRecord } from './request-journal.js';
import { isSecretName, REDACTED, redactUrl, type SecretFinder } from '../redaction/index.js';
import { ownSecrets, scrubStrings, secretScrubber, withoutSecrets } from './journal-secrets.js';

const decoder = new TextDecoder();

/** Decoded query parameters of a (redacted) URL; a repeated one as a list. Own properties only, whatever the names. */
function queryOf(url: string): Record<string, string | string[]> {
  const at = url.indexOf('?');
  const values = new Map<string, string[]>();
  for (const [name, value] of new URLSearchParams(at < 0 ? '' : url.slice(at + 1)))
    values.set(name, [...(values.get(name) ?? []), value]);
  return Object.fromEntries([...values].map(([name, list]) => [name, list.length === 1 ? list[0]! : list]));
}

const answerValid = (verdict: Verdict | null): boolean | null =>
  verdict?.answer ? verdict.answer.spec.valid && verdict.answer.documented.valid : null;

/** A URL is shown as its first 2 KB (then `…`), once redacted whole. */
const SHOWN_URL = 2 * 2 ** 10;

/** One entry of `GET /__core/requests`; `verdict` null when it was not judged; `finder`: every token the world knows. */
export function journalEntry(record: JournalRecord, verdict: Verdict | null, finder?: SecretFinder): JournalEntry {
  const redacted = redactUrl(record.url, ownSecrets(record), finder);
  const url = redacted.length > SHOWN_URL ? `${redacted.slice(0, SHOWN_URL)}…` : redacted;
  const at = redacted.indexOf('?');
  return {
    id: record.id,
    time: new Date(record.at).toISOString(),
    method: record.method,
    path: at < 0 ? redacted : redacted.slice(0, at),
    query: queryOf(redacted),
    url,
    operation: record.operation,
    status: record.status,
    code: record.code,
    durationMs: record.durationMs === null ? null : Math.round(record.durationMs * 100) / 100,
    preferences: record.applied,
    fault: record.fault,
    valid: { request: verdict ? verdict.request.valid : null, answer: answerValid(verdict) },
  };
}

/** The redacted request headers and the answer of a journaled request (what a detail adds to its entry). */
export function journalExchange(
  record: JournalRecord,
  finder?: SecretFinder,
  /** Takes out further secrets the caller knows of (the proxy: a cookie's value, Bearer credentials alone, …). */
  scrub: (text: string) => string = (text) => text,
): Pick<JournalEntryDetail, 'headers' | 'answer'> {
  const own = ownSecrets(record);
  // fromEntries defines own properties: a header named __proto__ stays a header.
  const headers = Object.fromEntries(
    Object.entries(record.headers)
      .filter((entry): entry is [string, string | readonly string[]] => entry[1] !== undefined)
      .map(([name, value]) => [
        name,
        isSecretName(name)
          ? REDACTED
          : withoutSecrets(redactUrl(typeof value === 'string' ? value : value.join(', '), [], finder), own),
      ]),
  );
  const body =
    record.body === null ? null : typeof record.body === 'string' ? record.body : decoder.decode(record.body);
  return {
    headers,
    answer: {
      bytes: record.bodyLength,
      text: body === null ? null : scrub(secretScrubber(record, finder)(body)),
      truncated: record.truncated,
    },
  };
}

/** `GET /__core/requests/{id}`: the entry with its headers, its answer and the verdicts. */
export function journalEntryDetail(record: JournalRecord, verdict: Verdict, finder?: SecretFinder): JournalEntryDetail {
  // A verdict quotes what was sent (`/api/core/v1/<token>/x is not a path of the document`).
  const shown = scrubStrings(verdict, secretScrubber(record, finder));
  return { ...journalEntry(record, verdict, finder), ...journalExchange(record, finder), verdict: shown };
}
