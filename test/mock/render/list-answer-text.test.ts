// listAnswerText (the hot path, assembled from cached fragments) writes exactly the bytes JSON.stringify writes for
// the same page as objects, for generated and loaded notifications, any filter, projection and page (property).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonFragments } from '../../../src/mock/render/json-fragments.js';
import { listAnswerBytes, listAnswerText } from '../../../src/mock/render/list-answer-text.js';
import type { NotificationQuery } from '../../../src/mock/query/parse-notification-query.js';
import { parseNotificationQuery } from '../../../src/mock/query/parse-notification-query.js';
import { queryNotifications } from '../../../src/mock/query/query-notifications.js';
import { LoadedNotifications } from '../../../src/mock/fixtures/loaded-notifications.js';
import { fixedWorld } from '../../helpers/fixed-world.js';

const { world } = fixedWorld({ notifications: 300 });
const generated = world.accounts[0]!.notifications;
const view = (lang: number) => ({ language: world.languages[lang]!, nowMs: world.nowMs });
// Loaded notifications: the generated ones as plain objects, with keys in another order and an extra field.
const loaded = new LoadedNotifications(
  Array.from({ length: 80 }, (_, i) => {
    const { readStatus, nmid, ...rest } = generated.render(i, view(0));
    return { readStatus, ...rest, nmid, note: i % 7 === 0 ? 'hand-written' : undefined };
  }) as never,
);

const paths = [
  'fsid',
  'nickname',
  'stats',
  'stats.likerCount',
  'roles.0.name',
  'roles.1',
  'author',
  'author.stats.followerCount',
  'title',
  'group.name',
  'nope',
  '__proto__',
];
const filter = fc.option(
  fc.record({
    type: fc.constantFrom('whitelist' as const, 'blacklist' as const),
    paths: fc
      .uniqueArray(fc.constantFrom(...paths), { minLength: 1, maxLength: 4 })
      .map((keys) => keys.map((k) => k.split('.'))),
  }),
  { nil: null },
);
const query = fc.record({
  types: fc.subarray([1, 2, 3, 4, 5, 6, 7, 8, 9]),
  status: fc.constantFrom<0 | 1 | null>(0, 1, null),
  userFilter: filter,
  infoFilter: filter,
  pageSize: fc.integer({ min: 1, max: 30 }),
  page: fc.integer({ min: 1, max: 12 }),
}) as fc.Arbitrary<NotificationQuery>;

describe('listAnswerText', () => {
  it.each([
    ['generated', generated],
    ['loaded', loaded],
  ] as const)('writes the same bytes as JSON.stringify for %s notifications (property)', (_kind, source) => {
    const fragments = new JsonFragments();
    fc.assert(
      fc.property(query, fc.integer({ min: 0, max: 3 }), (q, lang) => {
        const expected = JSON.stringify({ code: 0, message: 'ok', data: queryNotifications(source, q, view(lang)) });
        expect(listAnswerText(source, q, view(lang), fragments)).toBe(expected);
      }),
      { numRuns: 250 },
    );
  });

  it('remembers a page by what it means: equal queries share one text, any difference in source, view or query does not', () => {
    const fragments = new JsonFragments();
    const parsed = (raw: string) => {
      const result = parseNotificationQuery(raw);
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    };
    const first = listAnswerText(generated, parsed('types=3,5&pageSize=4&page=2'), view(0), fragments);
    expect(listAnswerText(generated, parsed('page=2&pageSize=4&types=5,3'), view(0), fragments)).toBe(first);
    const others: [NotificationQuery, ReturnType<typeof view>, typeof generated | typeof loaded][] = [
      [parsed('types=3,5&pageSize=4&page=3'), view(0), generated],
      [parsed('types=3,5&pageSize=5&page=2'), view(0), generated],
      [parsed('types=3,5&status=0&pageSize=4&page=2'), view(0), generated],
      [parsed('types=3,5,6&pageSize=4&page=2'), view(0), generated],
      [parsed('types=3,5&pageSize=4&page=2&filterUserType=whitelist&filterUserKeys=nickname'), view(0), generated],
      [parsed('types=3,5&pageSize=4&page=2&filterInfoType=blacklist&filterInfoKeys=title'), view(0), generated],
      [parsed('types=3,5&pageSize=4&page=2'), view(1), generated],
      [parsed('types=3,5&pageSize=4&page=2'), { ...view(0), nowMs: world.nowMs + 86_400_000 }, generated],
      [parsed('types=3,5&pageSize=4&page=2'), view(0), loaded],
    ];
    for (const [q, v, source] of others) {
      const text = listAnswerText(source, q, v, fragments);
      expect(text).not.toBe(first);
      expect(text).toBe(JSON.stringify({ code: 0, message: 'ok', data: queryNotifications(source, q, v) }));
    }
  });

  it('keeps a page as bytes: asked again, the same bytes; any field of the view, even one the writer ignores, a page of its own', () => {
    const fragments = new JsonFragments();
    const q = parseNotificationQuery('types=3,5,8&pageSize=15');
    if (!q.ok) throw new Error(q.error.message);
    const bytes = listAnswerBytes(generated, q.value, view(0), fragments);
    expect(new TextDecoder().decode(bytes)).toBe(
      JSON.stringify({ code: 0, message: 'ok', data: queryNotifications(generated, q.value, view(0)) }),
    );
    expect(listAnswerBytes(generated, q.value, { ...view(0) }, fragments)).toBe(bytes);
    const zoned = { ...view(0), timeZone: '+8' } as ReturnType<typeof view>;
    expect(listAnswerBytes(generated, q.value, zoned, fragments)).not.toBe(bytes);
    expect(listAnswerBytes(generated, q.value, { ...view(0), nowMs: world.nowMs + 60_000 }, fragments)).not.toBe(bytes);
  });
});
