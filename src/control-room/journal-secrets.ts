// What the journal's views take out of what they show: the request's own secrets (its token headers), the pieces of its
// URL that redaction took out (an answer or a verdict may quote the path as sent: the mock's 404 does), and every token
// the world knows. Applied to the answer's text and the verdict's words, not only to the URL and the headers.
import type { IncomingHttpHeaders } from 'node:http';
import {
  REDACTED,
  redactUrl,
  MIN_SECRET_LENGTH,
  pathSecretValues,
  SecretFinder,
  lenientDecode,
  secretHeaderValues,
} from '../redaction/index.js';
import type { JournalRecord } from './request-journal.js';

/** The values of the request's secret headers (each long enough to be searched for). */
export const ownSecrets = (record: JournalRecord): string[] =>
  secretHeaderValues(record.headers as IncomingHttpHeaders).filter((s) => s.length >= MIN_SECRET_LENGTH);

export function withoutSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) out = out.replaceAll(secret, REDACTED);
  return out;
}

const piecesOf = (url: string) => {
  const at = url.indexOf('?');
  return [...(at < 0 ? url : url.slice(0, at)).split('/'), ...(at < 0 ? [] : url.slice(at + 1).split('&'))];
};

/** The pieces of the URL as sent that its redaction took out (a segment holding a token, a secret-named value), as sent and decoded. */
function urlSecrets(url: string, redacted: string): string[] {
  const sent = piecesOf(url);
  const shown = piecesOf(redacted);
  // A secret spanning two pieces changes their count: then the whole URL as sent may not be quoted.
  if (sent.length !== shown.length) return [url, lenientDecode(url)];
  const taken: string[] = [];
  sent.forEach((piece, i) => {
    if (piece === shown[i]) return;
    const equals = piece.indexOf('=');
    const secret = shown[i]!.endsWith(`=${REDACTED}`) && equals >= 0 ? piece.slice(equals + 1) : piece;
    taken.push(secret, lenientDecode(secret));
  });
  return taken.filter((secret) => secret.length >= MIN_SECRET_LENGTH);
}

/** A function taking every secret of the record (and every token `finder` knows) out of a text. */
export function secretScrubber(record: JournalRecord, finder?: SecretFinder): (text: string) => string {
  const own = ownSecrets(record);
  // Longest first: a secret holding a shorter one goes whole.
  const fromUrl = [...urlSecrets(record.url, redactUrl(record.url, own, finder)), ...pathSecretValues(record.url)];
  const secrets = [...own, ...fromUrl.filter((secret) => secret.length >= MIN_SECRET_LENGTH)].sort(
    (a, b) => b.length - a.length,
  );
  return (text) => {
    const out = withoutSecrets(text, secrets);
    if (!finder) return out;
    let kept = '';
    let from = 0;
    for (const [start, end] of finder.ranges(out)) {
      kept += `${out.slice(from, start)}${REDACTED}`;
      from = end;
    }
    return kept + out.slice(from);
  };
}

/** The value with every string in it scrubbed (a verdict: its problems and notes quote what was sent). */
export function scrubStrings<T>(value: T, scrub: (text: string) => string): T {
  if (typeof value === 'string') return scrub(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubStrings(item, scrub)) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, scrubStrings(item, scrub)])) as T;
  return value;
}
