// Requests that send the same head and URL share one kept copy in the journal; any difference keeps the request's own.
import { describe, expect, it } from 'vitest';
import { RequestJournal, type JournalInput } from '../../src/control-room/request-journal.js';
import { SharedHeads } from '../../src/control-room/shared-heads.js';
import { journalInput } from './journal-input.js';

const head = (pairs: [string, string | string[]][]) => Object.fromEntries(pairs);
const demo: [string, string][] = [
  ['host', 'localhost'],
  ['x-core-aid', 'demo'],
  ['x-core-aid-token', 'demo-aid-token'],
];

describe('SharedHeads', () => {
  it('gives a head of the same names, order and values the one kept before', () => {
    const shared = new SharedHeads();
    const first = head(demo);
    expect(shared.head(first)).toBe(first);
    expect(shared.head(head(demo))).toBe(first);
    expect(shared.head(head(demo))).toBe(first);
  });

  it.each<[string, [string, string | string[]][]]>([
    ['another value', [demo[0]!, demo[1]!, ['x-core-aid-token', 'other']]],
    ['another order', [demo[1]!, demo[0]!, demo[2]!]],
    ['one header fewer', [demo[0]!, demo[1]!]],
    ['one header more', [...demo, ['accept', '*/*']]],
    ['a repeated header (its own list)', [...demo, ['set-cookie', ['a', 'b']]]],
  ])('keeps its own head for %s', (_, pairs) => {
    const shared = new SharedHeads();
    shared.head(head(demo));
    const own = head(pairs);
    expect(shared.head(own)).toBe(own);
  });

  it('gives a URL of the same text the one kept before', () => {
    const shared = new SharedHeads();
    const url = ['/api', '?types=3'].join('');
    expect(shared.url(url)).toBe(url);
    expect(shared.url('/api?types=3')).toBe(url);
    expect(shared.url('/api?types=5')).toBe('/api?types=5');
  });
});

describe('the journal shares heads', () => {
  it('keeps one head for a run of identical requests and lists each request as it came', () => {
    const journal = new RequestJournal();
    const input = (headers: JournalInput['headers']): JournalInput => journalInput({ headers });
    const first = journal.add(input(head(demo)));
    const second = journal.add(input(head(demo)));
    const third = journal.add(input(head([...demo, ['accept', '*/*']])));
    expect(second.headers).toBe(first.headers);
    expect(third.headers).toEqual(head([...demo, ['accept', '*/*']]));
    expect(second.headBytes).toBe(first.headBytes);
    expect([...journal.newestFirst()].map((r) => Object.keys(r.headers).length)).toEqual([4, 3, 3]);
  });
});
