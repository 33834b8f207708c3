// The soak's traffic: valid list and configs queries with filters and pages, invalid parameters, missing and wrong
// credentials, unknown paths and methods, hostile query strings and preferences. Seeded, and varied per request (pages,
// filter keys, unknown parameters), so that every bounded cache fills during the warm-up and a leak would keep growing.
import { configKeys } from '../../src/schema/global-configs.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';

export interface SoakRequest {
  kind: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  headers: Record<string, string>;
}

export const DEMO_HEADERS: Readonly<Record<string, string>> = {
  'X-Core-Aid': 'demo',
  'X-Core-Aid-Token': 'demo-aid-token',
  'X-Core-Uid': '10001',
  'X-Core-Uid-Token': 'demo-uid-token',
};

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const USER_KEYS = [
  'fsid',
  'uid',
  'username',
  'nickname',
  'avatar',
  'stats',
  'stats.likerCount',
  'stats.followerCount',
  'roles',
  'roles.0.name',
  'verified',
  'bio',
];
const INFO_KEYS = [
  'pid',
  'cid',
  'gid',
  'htid',
  'gtid',
  'content',
  'title',
  'author',
  'author.nickname',
  'group',
  'likeCount',
];
const LANGUAGES = ['en', 'es', 'ar', 'zh-Hans-SG'];
const HOSTILE_VALUES = [
  '%FF',
  '%C3%28',
  '%E0%A4%A',
  '%',
  '1e309',
  '%2B15',
  '%2015',
  '99999999999999999999',
  '%E2%80%AE%E2%81%A6x',
  '__proto__',
  'constructor.prototype.polluted',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
];

export function requestMix(random: () => number): () => SoakRequest {
  const int = (max: number) => Math.floor(random() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const some = <T>(items: readonly T[], max: number): T[] => Array.from({ length: 1 + int(max) }, () => pick(items));
  const get = (kind: string, path: string, headers: Record<string, string> = {}): SoakRequest => ({
    kind,
    method: 'GET',
    path,
    headers,
  });
  const withLanguage = (headers: Record<string, string>) =>
    random() < 0.3 ? { ...headers, 'X-Core-Client-Lang-Tag': pick(LANGUAGES) } : headers;

  function validList(): SoakRequest {
    const query = [`pageSize=${1 + int(30)}`, `page=${1 + int(12)}`];
    if (random() < 0.5) query.push(`types=${some([1, 2, 3, 4, 5, 6, 7, 8, 9], 4).join(',')}`);
    if (random() < 0.3) query.push(`status=${int(2)}`);
    if (random() < 0.4)
      query.push(
        `filterUserType=${pick(['whitelist', 'blacklist'])}`,
        `filterUserKeys=${some(USER_KEYS, 4).join(',')}`,
      );
    if (random() < 0.3)
      query.push(
        `filterInfoType=${pick(['whitelist', 'blacklist'])}`,
        `filterInfoKeys=${some(INFO_KEYS, 3).join(',')}`,
      );
    return get('list: valid', `${NOTIFICATION_LIST_PATH}?${query.join('&')}`, withLanguage(DEMO_HEADERS));
  }

  function validConfigs(): SoakRequest {
    const query = random() < 0.3 ? '' : `?keys=${some(configKeys, 6).join(',')}`;
    return get('configs: valid', `${CONFIGS_PATH}${query}`, withLanguage({}));
  }

  const invalidList = () =>
    get(
      'list: invalid parameter',
      `${NOTIFICATION_LIST_PATH}?${pick(['pageSize=0', 'pageSize=31', 'pageSize=abc', 'page=0', 'page=-1', 'types=0', 'types=3,x', 'status=2', 'filterUserType=whitelist', 'filterInfoType=graylist&filterInfoKeys=pid', 'page=1&page=2', 'types[]=1', `pageSize=${int(1e6) + 31}`])}`,
      DEMO_HEADERS,
    );

  const invalidConfigs = () =>
    get(
      'configs: invalid parameter',
      `${CONFIGS_PATH}?${pick(['keys=nope', 'keys=site_name,__proto__', 'keys[]=site_name', 'keys=a&keys=b', `keys=unknown_${int(1e6)}`])}`,
    );

  function badCredentials(): SoakRequest {
    const headers = pick<Record<string, string>>([
      {},
      { ...DEMO_HEADERS, 'X-Core-Aid-Token': 'wrong' },
      { ...DEMO_HEADERS, 'X-Core-Uid-Token': `wrong-${int(1e6)}` },
      { ...DEMO_HEADERS, 'X-Core-Aid': `nobody-${int(1e6)}` },
      { 'X-Core-Aid': 'demo', 'X-Core-Aid-Token': 'demo-aid-token' },
    ]);
    return get('list: missing or wrong credentials', `${NOTIFICATION_LIST_PATH}?pageSize=5`, headers);
  }

  function routeError(): SoakRequest {
    if (random() < 0.3)
      return {
        kind: 'route: other method',
        method: pick(['POST', 'DELETE'] as const),
        path: pick([NOTIFICATION_LIST_PATH, CONFIGS_PATH]),
        headers: {},
      };
    return get(
      'route: unknown path',
      pick([
        '/api/core/v1/nothing',
        `/api/core/v1/notification/${int(1e6)}`,
        `/random/${int(1e6)}/path`,
        '/api/core/v2/global/configs',
        '/api/core/v1/%E0%A4%A',
      ]),
    );
  }

  function hostile(): SoakRequest {
    const pieces = Array.from({ length: 1 + int(5) }, () => {
      const name = pick([
        'pageSize',
        'page',
        'types',
        'status',
        'filterUserKeys',
        '__proto__',
        'constructor.prototype.x',
        `x${int(1e6)}`,
        `u${int(1e6)}[a]`,
      ]);
      return `${name}=${random() < 0.5 ? pick(HOSTILE_VALUES) : `v${int(1e9)}`}`;
    });
    if (random() < 0.2)
      pieces.push(`filterUserType=whitelist&filterUserKeys=k${int(1e6)},__proto__.x,stats.k${int(1e3)}`);
    if (random() < 0.1) pieces.push(`long=${'a'.repeat(3000 + int(1500))}`);
    const path = random() < 0.7 ? NOTIFICATION_LIST_PATH : CONFIGS_PATH;
    return get('hostile query', `${path}?${pieces.join('&')}`, DEMO_HEADERS);
  }

  function preference(): SoakRequest {
    const prefer = pick([
      `total=${int(500)}`,
      `seed=${1 + int(3)}`,
      `lang=${pick(LANGUAGES)}`,
      'code=31505',
      'code=10000',
      `total=${1_000_001 + int(1e6)}`,
      'fault=timeout',
      'delay=-1',
      `lang=x${int(1e3)}`,
    ]);
    return get('preferences', `${NOTIFICATION_LIST_PATH}?pageSize=${1 + int(30)}`, { ...DEMO_HEADERS, Prefer: prefer });
  }

  const tooLong = () => get('URL over the limit', `${CONFIGS_PATH}?pad=${'a'.repeat(8200 + int(4000))}`);

  /** Kinds and their weights (in percent of requests). */
  const mix: [number, () => SoakRequest][] = [
    [30, validList],
    [15, validConfigs],
    [10, invalidList],
    [5, invalidConfigs],
    [10, badCredentials],
    [10, routeError],
    [13, hostile],
    [5, preference],
    [2, tooLong],
  ];
  const total = mix.reduce((sum, [weight]) => sum + weight, 0);
  return () => {
    let roll = random() * total;
    for (const [weight, make] of mix) if ((roll -= weight) < 0) return make();
    return validList();
  };
}
