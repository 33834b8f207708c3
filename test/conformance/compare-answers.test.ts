// The conformance suite's own parts, without the real system: the shape reader, the comparison and the allow-list's
// matching, each on small answers whose differences are known (so that a suite that finds nothing proves something).
import { describe, expect, it } from 'vitest';
import { allows, readAllowList, type AllowEntry } from './allow-list.js';
import { compareAnswers, neverSent, type Difference } from './compare-answers.js';
import { shapeOf } from './json-shape.js';
import { realModel } from './real-model.js';
import { classify } from './real-source-nulls.js';
import { impossibleNulls } from './edge-within-real.js';
import { docTypes } from './real-doc-types.js';

const user = (over: Record<string, unknown> = {}) => ({
  fsid: 'ava',
  uid: 1,
  bio: null,
  stats: { likerCount: 3 },
  ...over,
});
const list = (...items: unknown[]) => ({
  code: 0,
  message: 'ok',
  data: { pagination: { total: items.length }, list: items },
});
const item = (over: Record<string, unknown>) => ({
  nmid: 'n1',
  actionTarget: 1,
  actionUserIsAnonymous: false,
  actionUser: user(),
  actionInfo: user(),
  ...over,
});

const realShape = shapeOf(list(item({}), item({ actionUser: user({ bio: 'hi' }) })));
const model = realModel({
  observed: realShape,
  documented: new Map([['User.banner', ['string']]]),
  source: {
    nulls: new Map([['User.banner', 'nullable']]),
    freeForm: new Set(['User.moreInfo']),
    storeDependent: new Set(),
  },
});
const options = { mode: 'exact' as const, configTypes: () => [] };
const compare = (mockBody: unknown, realBody: unknown = list(item({}))) =>
  compareAnswers('case', { status: 200, body: realBody }, { status: 200, body: mockBody }, model, options).map(
    (d) => `${d.what} ${d.at}`,
  );

describe('the shape of an answer', () => {
  it('names positions by notification kind and structure, and structures wherever they nest', () => {
    const shape = shapeOf(list(item({ actionTarget: 5, actionInfo: { pid: 'p', author: user() } })));
    expect(shape.types.get('data.list[target=5].actionInfo<Post>.author<User>.uid')).toEqual(new Set(['number']));
    expect(shape.structures.get('User.uid')).toEqual(new Set(['number']));
    expect(shape.structures.get('Post.author')).toEqual(new Set(['object']));
  });

  it('tells an anonymous or deleted user (the placeholder) from a user', () => {
    const shape = shapeOf(list(item({ actionUserIsAnonymous: true, actionUser: { fsid: null, stats: null } })));
    expect(shape.structures.get('UserPlaceholder.stats')).toEqual(new Set(['null']));
    expect(shapeOf(list(item({ actionUser: { uid: null, fsid: null } }))).structures.has('UserPlaceholder.uid')).toBe(
      true,
    );
  });

  it('reads every portal key as the spec’s one family', () => {
    const shape = shapeOf({ code: 0, data: { portal_2: 'a', portal_7: 'b' } });
    expect([...shape.keys.get('data')!]).toEqual(['portal_{platformId}']);
  });
});

describe('comparing the mock’s answer with the real one', () => {
  it('finds nothing between answers of the same shape and other data', () => {
    expect(compare(list(item({ nmid: 'other', actionUser: user({ fsid: 'bo', uid: 9 }) })))).toEqual([]);
  });

  it.each([
    [
      'a missing key',
      list(item({ actionUser: { fsid: 'a', uid: 1, bio: null } })),
      'missing key data.list[target=1].actionUser<User>.stats',
    ],
    [
      'an extra key',
      list(item({ actionUser: user({ extra: 1 }) })),
      'extra key data.list[target=1].actionUser<User>.extra',
    ],
    ['a type the real system never sends there', list(item({ actionUser: user({ uid: '1' }) })), 'type User.uid'],
    [
      'a path the real system never sends',
      list(item({ actionInfo: user({ stats: { nope: 1 } }) })),
      'unknown path User.stats.nope',
    ],
    ['another code', { code: 10000, message: 'x', data: null }, 'code code'],
  ])('finds %s', (_, mockBody, expected) => {
    expect(compare(mockBody)).toContain(expected);
  });

  it('lets a field the source makes nullable be null, and one the docs type be a string', () => {
    const real = list(item({ actionUser: user({ banner: null }) }));
    expect(compare(list(item({ actionUser: user({ banner: 'x' }) })), real)).toEqual([]);
  });

  it('lets a free-form member hold anything', () => {
    const real = list(item({ actionUser: user({ moreInfo: { a: 1 } }) }));
    expect(compare(list(item({ actionUser: user({ moreInfo: { b: [true] } }) })), real)).toEqual([]);
  });

  it('compares messages only where they are in English, renaming the product in them', () => {
    const realError = { code: 21005, message: '[Fresns][checkHeaders]: x', data: null };
    expect(compare({ code: 21005, message: '[Core][checkHeaders]: x', data: null }, realError)).toEqual([]);
    expect(compare({ code: 21005, message: 'y', data: null }, realError)).toEqual(['message message']);
  });

  it('names the types the real system sends that the mock never does', () => {
    const never = neverSent(
      realShape,
      shapeOf(list(item({ actionUser: user({ bio: 'x' }), actionInfo: user({ bio: 'y' }) }))),
    );
    expect(never.map((d) => `${d.at} ${d.real}`)).toContain('User.bio null');
  });
});

describe('the edge world held to the real system', () => {
  it('names each null the real system never sends there, and no other', () => {
    const edge = shapeOf(list(item({ actionUser: user({ fsid: null, bio: null }) })));
    expect(impossibleNulls(edge, model)).toEqual(['User.fsid (real: string)']);
  });
});

describe('reading the real system', () => {
  it.each([
    ['null', 'nullable'],
    ["$configKeys['site_url'] ? $url : null", 'nullable'],
    ['(bool) $userData->pin', 'not-null'],
    ["$permissions['x'] ?? 'ltr'", 'not-null'],
    ['$userData->bio', 'nullable'],
    ['$userData->nickname', 'not-null'],
    ['FileHelper::fresnsFileUrlByTableColumn($a, $b)', 'nullable'],
    ['$roleData?->rid', 'nullable'],
    ['$someone->unknownThing()', undefined],
    ['$itemData["{$type}_like_name"]', 'nullable'],
    ["match ($followMethod) { Group::FOLLOW_METHOD_API => 'api', default => null, }", 'nullable'],
    ["match ($kind) { 1 => 'api', 2 => 'page', }", 'not-null'],
    ['match ($kind) { 1 => $someone->thing(), }', undefined],
  ])('%s is %s', (expression, expected) => {
    expect(
      classify(
        expression,
        new Map([
          ['bio', true],
          ['nickname', false],
        ]),
      ),
    ).toBe(expected);
  });

  it.each([
    ['String', ['string']],
    ['Number or null', ['number', 'null']],
    ['Array of File Info', ['array']],
    ['Object (User Info)', ['object']],
    ['String, Object or Array', ['string', 'object', 'array']],
  ])('the docs’ type %s is %j', (text, expected) => {
    expect(docTypes(text)).toEqual(expected);
  });
});

describe('the allow-list', () => {
  const entry = (over: Partial<AllowEntry>): AllowEntry => ({
    cases: ['notif-*'],
    at: 'User.*',
    what: 'type',
    why: '',
    evidence: '',
    ...over,
  });
  const difference: Difference = { case: 'notif-default', at: 'User.bio', what: 'type', real: 'null', mock: 'string' };

  it.each([
    [entry({}), true],
    [entry({ cases: ['configs-*'] }), false],
    [entry({ at: 'Post.*' }), false],
    [entry({ what: 'missing key' }), false],
    [entry({ cases: ['*'], at: 'User.bio' }), true],
  ])('matches by case, place and kind (%#)', (e, expected) => {
    expect(allows(e, difference)).toBe(expected);
  });

  it('reads the table, pipes inside backticks included', () => {
    const page =
      '<!-- conformance-allow:start -->\n| cases | at | what | why | evidence |\n|---|---|---|---|---|\n| `a`, `b` | `x|y` | type | kit: z | evidence here |\n<!-- conformance-allow:end -->';
    expect(readAllowList(page)).toEqual([
      { cases: ['a', 'b'], at: 'x|y', what: 'type', why: 'kit: z', evidence: 'evidence here' },
    ]);
  });
});
