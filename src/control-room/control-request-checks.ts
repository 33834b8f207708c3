// What the control endpoints of the mock and the proxy check alike before they act: a journal id (the same 400 for
// one that is no whole number, the same 404 for one the journal no longer holds), a query that names only the
// endpoint's own parameters (unknown ones are a 10000, as the journal's filters always were: `DELETE
// /__core/requests?path=…` cleared every entry), and a body declared JSON (RFC 9110 §15.5.16: 415 otherwise).
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { apiError, quote, type ApiError } from '../schema/index.js';
import { sendControlError } from './control-answers.js';
import type { JournalRecord, RequestJournal } from './request-journal.js';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: ApiError; status?: number };

/** The journal's record for the id as sent in `/__core/requests/:id`. */
export function journalRecordAt(journal: RequestJournal, id: string): Checked<JournalRecord> {
  if (!/^\d{1,10}$/.test(id))
    return {
      ok: false,
      error: apiError('invalidParameter', `the request id must be a whole number (received ${quote(id, 40)})`),
    };
  const record = journal.get(Number(id));
  if (record) return { ok: true, value: record };
  const kept =
    journal.size === 0
      ? 'it holds none now'
      : `ids ${journal.nextRecordId - journal.size} to ${journal.nextRecordId - 1}`;
  return {
    ok: false,
    error: apiError(
      'routeNotFound',
      `no request ${id} in the journal (it keeps the last ${journal.limits.capacity}; ${kept})`,
    ),
  };
}

/** The first query parameter of `url`, as a 10000 naming it (`?` alone, or `?&`, names none). */
function unknownParameter(url: string): ApiError | null {
  const at = url.indexOf('?');
  if (at < 0) return null;
  for (const name of new URLSearchParams(url.slice(at + 1)).keys())
    return apiError('invalidParameter', `${quote(name)} is not a parameter of this endpoint: it takes none`);
  return null;
}

/** A route's first handler when the endpoint takes no query parameter: one sent is a 10000 naming it. */
export const noParameters: RequestHandler = (req, res, next) => {
  const unknown = unknownParameter(req.url);
  if (unknown) sendControlError(res, unknown);
  else next();
};

/** The media types a control body may be declared as: JSON (`application/json`, `application/…+json`), in UTF-8. */
export function jsonBodyDeclared(headers: IncomingHttpHeaders): ApiError | null {
  const encoding = (headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding !== 'identity' && encoding !== '')
    return apiError(
      'invalidParameter',
      `the body's Content-Encoding ${quote(encoding, 40)} is not supported: send it uncompressed`,
    );
  const declared = headers['content-type'];
  if (declared === undefined) return null;
  const [type = '', ...parameters] = declared.split(';').map((part) => part.trim().toLowerCase());
  const charset = parameters
    .find((p) => p.startsWith('charset='))
    ?.slice('charset='.length)
    .replaceAll('"', '');
  const json = type === 'application/json' || /^application\/[!#$&^_.+\w-]+\+json$/.test(type);
  if (json && (charset === undefined || charset === 'utf-8' || charset === 'utf8')) return null;
  return apiError(
    'invalidParameter',
    `the body must be JSON in UTF-8, sent with Content-Type: application/json (received Content-Type ${quote(declared, 60)})`,
  );
}
