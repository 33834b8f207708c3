// The journal stays bounded whatever the traffic: the last N records, newest first, answers kept by reference within a
// byte budget (the oldest let go first), long answers as copied excerpts, ids that keep counting across a clear.
import { describe, expect, it } from 'vitest';
import { RequestJournal, type JournalInput } from '../../src/control-room/request-journal.js';
import { journalInput } from './journal-input.js';

const input = (body: string | Uint8Array | null = '{}', extra: Partial<JournalInput> = {}): JournalInput =>
  journalInput({ body, ...extra });
/** What a record of `input()` costs beside its answer (its URL, its head, the record). */
const HEAD = new RequestJournal({ capacity: 1, budget: 1e9, maxBody: 40, excerpt: 10 }).add(input(null)).headBytes;
/** Room for 100 units of answers beside a full ring of records. */
const ANSWERS = 100;
const limits = { capacity: 5, budget: ANSWERS + 5 * HEAD, maxBody: 40, excerpt: 10 };

describe('RequestJournal', () => {
  it('keeps the last `capacity` requests, newest first, and forgets older ids', () => {
    const journal = new RequestJournal(limits);
    for (let i = 0; i < 12; i++) journal.add(input(`${i}`));
    expect([...journal.newestFirst()].map((r) => r.id)).toEqual([12, 11, 10, 9, 8]);
    expect(journal.size).toBe(5);
    expect(journal.get(7)).toBeUndefined();
    expect(journal.get(8)?.body).toBe('7');
  });

  it('lists only the records after a given id, for clients that poll', () => {
    const journal = new RequestJournal(limits);
    for (let i = 0; i < 4; i++) journal.add(input());
    expect([...journal.newestFirst(2)].map((r) => r.id)).toEqual([4, 3]);
    expect([...journal.newestFirst(4)]).toEqual([]);
  });

  it('keeps an answer by reference, not a copy', () => {
    const body = new Uint8Array(30);
    expect(new RequestJournal(limits).add(input(body)).body).toBe(body);
  });

  it('lets the oldest answers go once the kept ones pass the budget, and keeps their records', () => {
    const journal = new RequestJournal({ ...limits, budget: ANSWERS + 4 * HEAD });
    for (let i = 0; i < 4; i++) journal.add(input('x'.repeat(30)));
    expect(journal.keptAnswers).toBeLessThanOrEqual(ANSWERS);
    expect([...journal.newestFirst()].map((r) => r.body === null)).toEqual([false, false, false, true]);
    expect(journal.get(1)?.bodyLength).toBe(30);
  });

  it('never keeps more than the budget, over any mix of sizes', () => {
    const journal = new RequestJournal(limits);
    for (let i = 0; i < 500; i++) {
      journal.add(input('y'.repeat((i * 7919) % 41)));
      const kept = [...journal.newestFirst()].reduce((n, r) => n + (typeof r.body === 'string' ? r.body.length : 0), 0);
      expect(kept).toBe(journal.keptAnswers);
      expect(journal.keptBytes).toBeLessThanOrEqual(limits.budget);
    }
  });

  it('keeps a copied excerpt of an answer longer than maxBody, with its whole length', () => {
    const journal = new RequestJournal(limits);
    const long = journal.add(input('z'.repeat(41)));
    expect(long).toMatchObject({ body: 'z'.repeat(10), bodyLength: 41, truncated: true });
    const bytes = journal.add(input(new Uint8Array(50).fill(1)));
    expect((bytes.body as Uint8Array).byteLength).toBe(10);
    expect((bytes.body as Uint8Array).buffer.byteLength).toBe(10); // a copy: the 50 bytes are not kept alive
  });

  it('clears, and goes on counting ids so that a poller with `after` misses nothing', () => {
    const journal = new RequestJournal(limits);
    journal.add(input());
    journal.add(input());
    expect(journal.clear()).toBe(2);
    expect([...journal.newestFirst()]).toEqual([]);
    expect(journal.keptAnswers).toBe(0);
    expect(journal.add(input()).id).toBe(3);
    expect([...journal.newestFirst(2)].map((r) => r.id)).toEqual([3]);
  });

  it('counts heads and URLs in the budget: past it the oldest records go, the newest always stays', () => {
    const journal = new RequestJournal({ ...limits, capacity: 1_000, budget: 100_000 });
    const head = { 'x-big': 'h'.repeat(17_000) };
    for (let i = 0; i < 50; i++) journal.add(input(null, { headers: head }));
    // Before, heads were kept outside the budget: 17 KB a request, 170 MB at --journal-size 10000.
    expect(journal.keptBytes).toBeLessThanOrEqual(100_000);
    expect(journal.size).toBe(5);
    expect([...journal.newestFirst()].map((r) => r.id)).toEqual([50, 49, 48, 47, 46]);
    expect(journal.get(45)).toBeUndefined();
    const alone = new RequestJournal({ ...limits, budget: 10 });
    expect(alone.add(input(null, { headers: head })).id).toBe(1);
    expect(alone.size).toBe(1);
  });

  it('keeps a long URL whole (by reference), counted in the budget: a secret in its tail is still found', () => {
    const url = `/api/core/v1/global/configs?x=${'u'.repeat(5_000)}`;
    const record = new RequestJournal(limits).add(input(null, { url }));
    expect(record.url).toBe(url);
    expect(record.headBytes).toBe(HEAD - '/api/core/v1/global/configs'.length + url.length);
  });

  it('counts the records after an id without walking them', () => {
    const journal = new RequestJournal(limits);
    for (let i = 0; i < 8; i++) journal.add(input());
    expect([0, 3, 5, 7, 8, 20].map((after) => journal.countAfter(after))).toEqual([5, 5, 3, 1, 0, 0]);
  });

  it('writes each request into its slot of the ring (no record per request), letting go of what left the ring', () => {
    const journal = new RequestJournal({ ...limits, budget: 1e9 });
    const head = { 'x-core-aid': 'demo' };
    const first = journal.add(input('a', { headers: head }));
    for (let i = 0; i < 4; i++) journal.add(input());
    const sixth = journal.add(input('b', { url: '/other', status: 404, code: null, durationMs: null }));
    expect(sixth).toBe(first);
    expect(sixth).toMatchObject({ id: 6, body: 'b', url: '/other', status: 404, code: null, durationMs: null });
    expect(journal.get(1)).toBeUndefined();
    expect(journal.get(6)).toBe(sixth);
    const cleared = journal.get(5)!;
    journal.clear();
    expect(cleared).toMatchObject({ body: null, headers: {}, url: '' });
    expect(journal.add(input('c')).id).toBe(7);
  });

  it('lets go of the answer, head and URL of a record the budget drops', () => {
    const journal = new RequestJournal({ ...limits, capacity: 1_000, budget: 100_000 });
    const head = { 'x-big': 'h'.repeat(17_000) };
    const oldest = journal.add(input('o', { headers: head }));
    for (let i = 0; i < 10; i++) journal.add(input(null, { headers: head }));
    expect(journal.get(1)).toBeUndefined();
    expect(oldest).toMatchObject({ body: null, headers: {}, url: '' });
  });

  it.each([0, -1, 1.5])('refuses a capacity of %s', (capacity) => {
    expect(() => new RequestJournal({ ...limits, capacity })).toThrow(RangeError);
  });
});
