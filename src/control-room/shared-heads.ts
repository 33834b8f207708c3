// The heads and URLs the journal keeps, shared by the requests that send the same: a run of identical requests (a
// frontend polling, a load test) keeps one head and one URL instead of each request's own, which, kept for hundreds
// of requests, would each be promoted to the old generation and later marked and swept there by the collector.
import type { JournalHeaders } from './journal-record.js';

/** True when `headers` holds exactly `names` in that order, each with `known`'s value (a repeated header's list never). */
function sameHead(headers: JournalHeaders, known: JournalHeaders, names: readonly string[]): boolean {
  let i = 0;
  for (const name in headers) if (name !== names[i++] || headers[name] !== known[name]) return false;
  return i === names.length;
}

/** The characters of a request's head: names and values of its headers (a repeated one's every value). */
function headLength(headers: JournalHeaders): number {
  let length = 0;
  for (const name in headers) {
    const value = headers[name];
    length +=
      name.length + (value === undefined ? 0 : typeof value === 'string' ? value.length : value.join('').length);
  }
  return length;
}

export class SharedHeads {
  /** The last head and URL kept, and the head's names (read when first compared). */
  private lastHead: JournalHeaders | null = null;
  private lastNames: string[] | null = null;
  private lastUrl = '';
  /** The characters of the last head, once counted (-1 until then). */
  private lastLength = -1;

  /** The head kept before when this one has the same names, in the same order, and the same values; else this one. */
  head(headers: JournalHeaders): JournalHeaders {
    const known = this.lastHead;
    if (known === headers) return headers;
    if (known !== null && sameHead(headers, known, (this.lastNames ??= Object.keys(known)))) return known;
    this.lastHead = headers;
    this.lastNames = null;
    this.lastLength = -1;
    return headers;
  }

  /** The characters of a head's names and values: counted once for the head kept last (`head()`'s answer). */
  length(headers: JournalHeaders): number {
    if (headers !== this.lastHead) return headLength(headers);
    if (this.lastLength < 0) this.lastLength = headLength(headers);
    return this.lastLength;
  }

  /** The URL kept before when this one is the same text; else this one. */
  url(url: string): string {
    if (url === this.lastUrl) return this.lastUrl;
    return (this.lastUrl = url);
  }
}
