// Prototype pollution is impossible by construction: dot-path filters, parameter names, `keys`, preferences, header
// names and fixture aids that name `__proto__`, `constructor` or `prototype` reach a running mock in this process, and
// afterwards Object.prototype (and Array's, Function's) carry nothing new and the world's shared objects are unchanged.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureFiles } from '../../../src/mock/fixtures/fixture-files.js';
import { loadFixtures } from '../../../src/mock/fixtures/load-fixtures.js';
import { launchMock, type RunningMock } from '../../../src/mock/launch-mock.js';
import { DEMO_CREDENTIALS } from '../../../src/mock/world/account-credentials.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../../src/schema/paths.js';
import { FIXED_NOW, fixedWorld } from '../../helpers/fixed-world.js';
import { rawHead, rawRequest } from '../../helpers/raw-http.js';
import { tempFixtures } from '../../helpers/temp-fixtures.js';
import { expectEnvelope, successComponent } from './expect-answer.js';
import { DEMO_HEADERS, percentEncode } from './hostile-input.js';

const snapshot = () => ({
  object: Object.getOwnPropertyNames(Object.prototype).sort(),
  array: Object.getOwnPropertyNames(Array.prototype).sort(),
  fn: Object.getOwnPropertyNames(Function.prototype).sort(),
  string: Object.getOwnPropertyNames(String.prototype).sort(),
});
const before = snapshot();

function expectNoPollution(): void {
  expect(snapshot()).toEqual(before);
  const plain = {} as Record<string, unknown>;
  for (const name of ['polluted', 'x', 'isAdmin']) {
    expect(plain[name]).toBeUndefined();
    expect(([] as unknown as Record<string, unknown>)[name]).toBeUndefined();
  }
  expect(Object.getPrototypeOf({})).toBe(Object.prototype);
}

let mock: RunningMock;
beforeAll(async () => {
  mock = await launchMock({ port: 0, nowMs: FIXED_NOW });
});
afterAll(() => mock.close());

type Headers = readonly (readonly [string, string])[];
const get = (target: string, headers: Headers = DEMO_HEADERS) => rawRequest(mock.url, rawHead('GET', target, headers));

const HOSTILE_PATHS = [
  '__proto__',
  '__proto__.polluted',
  'constructor',
  'constructor.prototype',
  'constructor.prototype.polluted',
  'prototype',
  'prototype.polluted',
  'stats.__proto__.polluted',
  'stats.constructor.prototype.polluted',
  'roles.__proto__.polluted',
  'roles.0.constructor.prototype.polluted',
  'roles.constructor.prototype.polluted',
  'hasOwnProperty',
  'toString.polluted',
];

describe('prototype keys never pollute, and never change the world', () => {
  let baseline = '';
  beforeAll(async () => {
    baseline = (await get(`${NOTIFICATION_LIST_PATH}?pageSize=30`))!.text;
  });

  const filters = ['filterUserType', 'filterInfoType'].flatMap((type) =>
    ['whitelist', 'blacklist'].flatMap((mode) =>
      [...HOSTILE_PATHS.map((path) => [path]), HOSTILE_PATHS, ['fsid', '__proto__.polluted', 'pid']].map(
        (paths) => `${type}=${mode}&${type.replace('Type', 'Keys')}=${paths.map(percentEncode).join(',')}`,
      ),
    ),
  );

  it.each(filters)('dot-path filter %s: answered, whitelists keep nothing through a prototype key', async (query) => {
    const answer = await get(`${NOTIFICATION_LIST_PATH}?pageSize=30&${query}`);
    expect(expectEnvelope(answer, 'NotificationListResponse')).toBe(0);
    const { list } = (JSON.parse(answer!.text) as { data: { list: Record<string, unknown>[] } }).data;
    const field = query.startsWith('filterUser') ? 'actionUser' : 'actionInfo';
    const wanted = decodeURIComponent(query.slice(query.lastIndexOf('=') + 1)).split(',');
    for (const item of list) {
      const projected = item[field] as Record<string, unknown> | null;
      if (projected === null || !query.includes('=whitelist')) continue;
      for (const key of Object.keys(projected))
        expect(wanted.some((w) => w === key || w.startsWith(`${key}.`))).toBe(true);
      for (const forbidden of ['__proto__', 'constructor', 'prototype'])
        expect(Object.hasOwn(projected, forbidden)).toBe(false);
    }
    expectNoPollution();
  });

  const names = [
    '__proto__=1',
    '__proto__[polluted]=1',
    '__proto__.polluted=1',
    'constructor[prototype][polluted]=1',
    'constructor.prototype.polluted=1',
    'prototype=1',
    'types[__proto__]=1',
    'page[constructor]=1',
    '____proto__=1',
    '__constructor=1',
    '__prototype.polluted=1',
  ];

  it.each(names)('parameter name %s on both operations: the envelope, and nothing polluted', async (piece) => {
    for (const path of [NOTIFICATION_LIST_PATH, CONFIGS_PATH]) {
      const query = `pageSize=1&${piece}`;
      expectEnvelope(
        await get(`${path}?${query}`),
        successComponent(path === CONFIGS_PATH ? 'configs' : 'notificationList', query),
      );
    }
    expectNoPollution();
  });

  it.each([
    '__proto__',
    'constructor',
    'prototype',
    '__proto__.polluted',
    'constructor.prototype.polluted',
    'toString,hasOwnProperty',
    'site_name,__proto__',
    'valueOf',
  ])('configs keys=%s: 10000 naming the unknown keys, and nothing polluted', async (keys) => {
    const answer = await get(`${CONFIGS_PATH}?keys=${percentEncode(keys)}`);
    expect(expectEnvelope(answer, null)).toBe(10000);
    expect((JSON.parse(answer!.text) as { message: string }).message).toMatch(/^keys: unknown configuration key/);
    expectNoPollution();
  });

  it.each([
    ['Prefer', '__proto__=1, constructor=2, prototype="x", __proto__.polluted=1'],
    ['__proto__', 'polluted'],
    ['constructor', 'prototype'],
    ['X-Core-Client-Lang-Tag', '__proto__'],
    ['X-Core-Aid', '__proto__'],
  ])('header %s: %s: the envelope, and nothing polluted', async (name, value) => {
    const headers: Headers = [...DEMO_HEADERS.filter(([n]) => !(name === 'X-Core-Aid' && n === name)), [name, value]];
    expectEnvelope(await get(`${NOTIFICATION_LIST_PATH}?pageSize=1`, headers), 'NotificationListResponse');
    expectNoPollution();
  });

  afterAll(async () => {
    // The shared objects of the world were only read: the same request answers the same bytes as before.
    expect((await get(`${NOTIFICATION_LIST_PATH}?pageSize=30`))!.text).toBe(baseline);
  });
});

describe('fixtures that name prototype keys', () => {
  const fixturesDir = tempFixtures();
  let loaded: RunningMock;
  let nmid = '';

  beforeAll(async () => {
    const notification = JSON.parse(mockNotificationText()) as { nmid: string };
    nmid = notification.nmid;
    const proto = { aid: '__proto__', aidToken: 'proto-aid-token', uid: '20001', uidToken: 'proto-uid-token' };
    const ctor = { aid: 'constructor', aidToken: 'ctor-aid-token', uid: '20002', uidToken: 'ctor-uid-token' };
    // Written as text: an object literal would take "__proto__" as its prototype, not as a key.
    const dir = fixturesDir({
      'accounts.json': { accounts: [proto, ctor] },
      'notifications.json': `{"notifications": {"__proto__": [${JSON.stringify(notification)}], "constructor": []}}`,
    });
    const outcome = await loadFixtures(dir, { cwd: dir, flagAccounts: [DEMO_CREDENTIALS] });
    if (!outcome.ok) throw new Error(outcome.problems.join('\n'));
    loaded = await launchMock({ port: 0, nowMs: FIXED_NOW, fixtures: outcome.fixtures });
  });
  afterAll(() => loaded.close());

  it('serves the list of an account whose aid is "__proto__" as data, and pollutes nothing', async () => {
    const headers: Headers = [
      ['X-Core-Aid', '__proto__'],
      ['X-Core-Aid-Token', 'proto-aid-token'],
      ['X-Core-Uid', '20001'],
      ['X-Core-Uid-Token', 'proto-uid-token'],
    ];
    const answer = await rawRequest(loaded.url, rawHead('GET', NOTIFICATION_LIST_PATH, headers));
    expect(expectEnvelope(answer, 'NotificationListResponse')).toBe(0);
    const { data } = JSON.parse(answer!.text) as { data: { pagination: { total: number }; list: { nmid: string }[] } };
    expect(data.pagination.total).toBe(1);
    expect(data.list[0]!.nmid).toBe(nmid);
    expectNoPollution();
  });

  it('serves the empty list given to an account whose aid is "constructor"', async () => {
    const headers: Headers = [
      ['X-Core-Aid', 'constructor'],
      ['X-Core-Aid-Token', 'ctor-aid-token'],
      ['X-Core-Uid', '20002'],
      ['X-Core-Uid-Token', 'ctor-uid-token'],
    ];
    const answer = await rawRequest(loaded.url, rawHead('GET', NOTIFICATION_LIST_PATH, headers));
    expect(expectEnvelope(answer, 'NotificationListResponse')).toBe(0);
    expect((JSON.parse(answer!.text) as { data: { pagination: { total: number } } }).data.pagination.total).toBe(0);
  });

  it('writes the notifications of an account whose aid is "__proto__" under that key', () => {
    const demo = { aid: '__proto__', aidToken: 'a-token', uid: '10001', uidToken: 'u-token' };
    const { world, accounts } = fixedWorld({ demo, notifications: 2 });
    const written = JSON.parse(
      fixtureFiles(world, accounts, world.languages[0]!, 'test').get('notifications.json')!,
    ) as { notifications: Record<string, unknown[]> };
    expect(Object.keys(written.notifications)).toEqual(['__proto__']);
    expect(written.notifications.__proto__).toHaveLength(2);
    expectNoPollution();
  });
});

/** One notification of the committed fixtures, as text. */
function mockNotificationText(): string {
  const file = JSON.parse(
    readFileSync(join(new URL('../../../fixtures/', import.meta.url).pathname, 'notifications.json'), 'utf8'),
  ) as { notifications: Record<string, unknown[]> };
  return JSON.stringify(Object.values(file.notifications)[0]![0]);
}
