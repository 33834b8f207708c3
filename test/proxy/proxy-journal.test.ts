// The proxy's journal keeps the violations of each answer beside its record, within the journal's one byte budget: a
// flood of answers that break many rules at --journal-size 10000 lets the oldest records go instead of growing past it.
import { describe, expect, it } from 'vitest';
import { ProxyJournal, type ProxyExchange } from '../../src/proxy/proxy-journal.js';
import type { Violation } from '../../src/proxy/answer-violations.js';

/** One answer's violations: `count` rules, each quoting `chars` characters of what it received. */
const violations = (count: number, chars: number): Violation[] =>
  Array.from({ length: count }, (_, i) => ({
    rule: `rule${i}`,
    basis: 'spec',
    expected: 'an answer of the document',
    received: 'x'.repeat(chars),
  }));

const exchange = (found: Violation[] | null): ProxyExchange => ({
  at: 0,
  method: 'GET',
  url: '/api/core/v1/notification/list?page=1',
  headers: { host: '127.0.0.1' },
  operation: 'notifications',
  status: 200,
  code: 0,
  durationMs: 1,
  body: null,
  violations: found,
});

const charactersOf = (list: readonly Violation[] | null) =>
  (list ?? []).reduce((n, v) => n + v.rule.length + v.expected.length + v.received.length, 0);

describe('ProxyJournal', () => {
  it('counts the violations it keeps in the 16 MB budget: 10,000 answers with 20 KB of violations each stay within it', () => {
    const proxy = new ProxyJournal(10_000);
    for (let i = 0; i < 10_000; i++) proxy.add(exchange(violations(40, 500)));
    const records = [...proxy.journal.newestFirst()];
    const kept = records.reduce((n, r) => n + charactersOf(proxy.violationsOf(r.id)), 0);
    expect(kept).toBeGreaterThan(0);
    // Uncounted, all 10,000 lists stayed: 200 MB of violations beside a journal that counted 16 MB.
    expect(kept).toBeLessThanOrEqual(proxy.journal.limits.budget);
    expect(proxy.journal.keptBytes).toBeLessThanOrEqual(proxy.journal.limits.budget);
    expect(records.length).toBeLessThan(10_000);
    // The newest exchange and its violations always stay.
    expect(proxy.violationsOf(records[0]!.id)).toHaveLength(40);
  });

  it('forgets the violations of the records the budget let go', () => {
    const proxy = new ProxyJournal(10_000);
    for (let i = 0; i < 2_000; i++) proxy.add(exchange(violations(40, 500)));
    const oldest = [...proxy.journal.newestFirst()].at(-1)!.id;
    expect(oldest).toBeGreaterThan(1);
    expect(proxy.violationsOf(oldest - 1)).toBeNull();
    expect(proxy.violationsOf(oldest)).toHaveLength(40);
  });

  it('keeps every record of answers without violations (their cost is the head alone)', () => {
    const proxy = new ProxyJournal(10_000);
    for (let i = 0; i < 10_000; i++) proxy.add(exchange(i % 2 ? [] : null));
    expect(proxy.journal.size).toBe(10_000);
  });
});
