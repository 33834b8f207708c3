// The requests sent to the real system and to the mock alike: the 54 of the real system's capture list, then every
// documented parameter class, both accounts, the header combinations, the language and the time zone headers.
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';

export interface Account {
  aid: string;
  aidToken: string;
  uid: string;
  uidToken: string;
}

/** The accounts of one side: each side has its own credentials, the cases name them by role. */
export interface Accounts {
  main: Account;
  other: Account;
}

export interface ConformanceCase {
  name: string;
  method: 'GET' | 'POST';
  /** Path and query, in the spec's names. */
  path: string;
  headers: (accounts: Accounts) => Record<string, string>;
}

const C = CONFIGS_PATH;
const N = NOTIFICATION_LIST_PATH;

export const signedIn = (a: Account): Record<string, string> => ({
  'X-Core-Aid': a.aid,
  'X-Core-Aid-Token': a.aidToken,
  'X-Core-Uid': a.uid,
  'X-Core-Uid-Token': a.uidToken,
});

type Headers = (accounts: Accounts) => Record<string, string>;
const account = (a: Account) => ({ 'X-Core-Aid': a.aid, 'X-Core-Aid-Token': a.aidToken });
const none: Headers = () => ({});
const main: Headers = ({ main }) => signedIn(main);
const mainWith =
  (extra: Record<string, string>): Headers =>
  ({ main }) => ({ ...signedIn(main), ...extra });
const plain =
  (extra: Record<string, string>): Headers =>
  () =>
    extra;

const get = (name: string, path: string, headers: Headers = none): ConformanceCase => ({
  name,
  method: 'GET',
  path,
  headers,
});

/** The real system's capture list, request for request (the names are its file names). */
const captured: ConformanceCase[] = [
  get('configs-all', C),
  get('configs-keys', `${C}?keys=site_name,language_menus,cache_minutes,cache_datetime,current_language_menu`),
  get('configs-keys-order', `${C}?keys=site_mode,site_name,site_mode`),
  get('configs-keys-unknown', `${C}?keys=site_name,no_such_key`),
  get('configs-keys-empty', `${C}?keys=`),
  get('configs-keys-comma', `${C}?keys=,`),
  get('configs-keys-space', `${C}?keys=site_name,%20site_mode`),
  get('configs-keys-array', `${C}?keys[]=site_name`),
  get('configs-lang-zh', `${C}?keys=site_name,current_language_menu`, plain({ 'X-Core-Client-Lang-Tag': 'zh-Hans' })),
  get('configs-with-login', `${C}?keys=site_name`, main),
  get('configs-bad-token', `${C}?keys=site_name`, mainWith({ 'X-Core-Aid-Token': 'wrong' })),
  get('notif-default', N, main),
  get('notif-page2', `${N}?page=2`, main),
  get('notif-page99', `${N}?page=99`, main),
  get('notif-size30', `${N}?pageSize=30`, main),
  get('notif-size1', `${N}?pageSize=1`, main),
  get('notif-size0', `${N}?pageSize=0`, main),
  get('notif-size31', `${N}?pageSize=31`, main),
  get('notif-size-abc', `${N}?pageSize=abc`, main),
  get('notif-size-1.5', `${N}?pageSize=1.5`, main),
  get('notif-page0', `${N}?page=0&pageSize=5`, main),
  get('notif-page-neg', `${N}?page=-1&pageSize=5`, main),
  get('notif-page-abc', `${N}?page=abc`, main),
  get('notif-types-1', `${N}?types=1`, main),
  get('notif-types-3-5-8', `${N}?types=3,5,8`, main),
  get('notif-types-abc', `${N}?types=abc`, main),
  get('notif-types-0', `${N}?types=0`, main),
  get('notif-types-10', `${N}?types=10`, main),
  get('notif-types-empty', `${N}?types=`, main),
  get('notif-status-0', `${N}?status=0`, main),
  get('notif-status-1', `${N}?status=1`, main),
  get('notif-status-true', `${N}?status=true`, main),
  get('notif-status-2', `${N}?status=2`, main),
  get(
    'notif-fu-white',
    `${N}?types=7,8,9&filterUserType=whitelist&filterUserKeys=uid,nickname,stats.followerCount`,
    main,
  ),
  get('notif-fu-black', `${N}?types=8&filterUserType=blacklist&filterUserKeys=stats,archives,operations,roles`, main),
  get('notif-fu-nomatch', `${N}?types=8&filterUserType=whitelist&filterUserKeys=nothing`, main),
  get('notif-fu-nokeys', `${N}?filterUserType=whitelist`, main),
  get('notif-fu-badtype', `${N}?filterUserType=grey&filterUserKeys=uid`, main),
  get('notif-fu-keysonly', `${N}?types=8&filterUserKeys=uid`, main),
  get('notif-fi-white', `${N}?types=8,9&filterInfoType=whitelist&filterInfoKeys=pid,author.nickname`, main),
  get('notif-no-headers', N),
  get('notif-aid-only', N, ({ main }) => ({ 'X-Core-Aid': main.aid, 'X-Core-Aid-Token': main.aidToken })),
  get('notif-uid-no-aid', N, ({ main }) => ({ 'X-Core-Uid': main.uid, 'X-Core-Uid-Token': main.uidToken })),
  get('notif-aid-no-token', N, mainWith({ 'X-Core-Aid-Token': '' })),
  get('notif-bad-aid', N, mainWith({ 'X-Core-Aid': 'nosuchid' })),
  get('notif-bad-aid-token', N, mainWith({ 'X-Core-Aid-Token': 'wrong' })),
  get('notif-bad-aid-token-no-uid', N, ({ main }) => ({ 'X-Core-Aid': main.aid, 'X-Core-Aid-Token': 'wrong' })),
  get('notif-bad-uid-token', N, mainWith({ 'X-Core-Uid-Token': 'wrong' })),
  get('notif-bad-uid', N, mainWith({ 'X-Core-Uid': '99999' })),
  get('notif-uid-not-int', N, mainWith({ 'X-Core-Uid': 'abc' })),
  get('notif-lang-zh', `${N}?pageSize=3`, mainWith({ 'X-Core-Client-Lang-Tag': 'zh-Hans' })),
  { name: 'notif-post', method: 'POST', path: N, headers: main },
  get('unknown-path', '/api/core/v1/notification/nothing', main),
  get('notif-other-account', N, ({ main, other }) => ({
    ...signedIn(main),
    'X-Core-Aid': other.aid,
    'X-Core-Aid-Token': other.aidToken,
  })),
];

/** Every documented parameter of the list, each class of value once (valid, empty, lenient, invalid). */
const parameterClasses: ConformanceCase[] = [
  ...[2, 3, 4, 5, 6, 7, 8, 9].map((t) => get(`types-${t}`, `${N}?types=${t}`, main)),
  get('types-all-nine', `${N}?types=1,2,3,4,5,6,7,8,9`, main),
  get('types-empty-pieces', `${N}?types=,,1,`, main),
  get('types-some-unknown', `${N}?types=1,abc`, main),
  get('types-zero-and-one', `${N}?types=0,1`, main),
  get('types-spaced', `${N}?types=%201`, main),
  get('types-array', `${N}?types[]=1`, main),
  get('status-empty', `${N}?status=`, main),
  get('status-0-types-1', `${N}?status=0&types=1`, main),
  get('page-empty', `${N}?page=`, main),
  get('page-plus', `${N}?page=%2B2`, main),
  get('page-leading-zero', `${N}?page=02`, main),
  get('page-huge', `${N}?page=99999999999999999999`, main),
  get('page-repeated', `${N}?page=1&page=2`, main),
  get('page-size-empty', `${N}?pageSize=`, main),
  get('page-size-repeated', `${N}?pageSize=30&pageSize=abc`, main),
  get('page-last', `${N}?page=2&pageSize=10`, main),
  get('filter-user-black-leaf', `${N}?types=8&filterUserType=blacklist&filterUserKeys=stats.likerCount,nickname`, main),
  get('filter-user-white-index', `${N}?types=8&filterUserType=whitelist&filterUserKeys=roles.0.name,stats`, main),
  get('filter-user-black-index', `${N}?types=8&filterUserType=blacklist&filterUserKeys=roles.0`, main),
  // Gone triggers (a like, a mention by a gone writer's post) under a user filter: the real system sends them whole.
  get('filter-user-white-gone', `${N}?types=3,7&filterUserType=whitelist&filterUserKeys=nickname`, main),
  get('filter-info-white-gone', `${N}?types=2,7&filterInfoType=whitelist&filterInfoKeys=pid,author.status`, main),
  get('filter-user-keys-empty', `${N}?filterUserType=whitelist&filterUserKeys=`, main),
  get('filter-user-type-empty', `${N}?filterUserType=&filterUserKeys=uid`, main),
  get('filter-user-type-case', `${N}?filterUserType=WHITELIST&filterUserKeys=uid`, main),
  get('filter-info-black', `${N}?types=8,9&filterInfoType=blacklist&filterInfoKeys=author,files,extends`, main),
  get('filter-info-nomatch', `${N}?types=8,9&filterInfoType=whitelist&filterInfoKeys=nothing`, main),
  get('filter-info-nokeys', `${N}?filterInfoType=blacklist`, main),
  get('filter-info-badtype', `${N}?filterInfoType=grey&filterInfoKeys=pid`, main),
  get(
    'filter-both',
    `${N}?filterUserType=whitelist&filterUserKeys=fsid&filterInfoType=whitelist&filterInfoKeys=pid`,
    main,
  ),
  get('unknown-parameter', `${N}?unknown=1`, main),
  // What the framework trims from a value's ends beyond whitespace, and the spellings its router reads as the path.
  get('page-size-nul', `${N}?pageSize=5%00`, main),
  get('page-size-zero-width-space', `${N}?pageSize=%E2%80%8B5%C2%85`, main),
  get('configs-keys-nul', `${C}?keys=site_name%00`),
  get('configs-keys-only-nul', `${C}?keys=%00`),
  get('configs-trailing-slashes', `${C}//?keys=site_name`),
  get('configs-escaped-path', `${C.replace('configs', '%63onfigs')}?keys=site_name`),
  get('notif-trailing-slash', `${N}/?pageSize=3`, main),
];

/** The four headers, one wrong or missing at a time, and the other account. */
const headerCombinations: ConformanceCase[] = [
  get('auth-aid-only', N, ({ main }) => ({ 'X-Core-Aid': main.aid })),
  get('auth-uid-only', N, ({ main }) => ({ 'X-Core-Uid': main.uid })),
  get('auth-aid-token-only', N, ({ main }) => ({ 'X-Core-Aid-Token': main.aidToken })),
  get('auth-no-uid', N, ({ main }) => ({ ...signedIn(main), 'X-Core-Uid': '' })),
  get('auth-no-uid-token', N, mainWith({ 'X-Core-Uid-Token': '' })),
  get('auth-no-aid', N, mainWith({ 'X-Core-Aid': '' })),
  get('auth-uid-decimal', N, mainWith({ 'X-Core-Uid': '1.5' })),
  get('auth-uid-zero', N, mainWith({ 'X-Core-Uid': '0' })),
  get('auth-uid-negative', N, mainWith({ 'X-Core-Uid': '-1' })),
  get('auth-unknown-aid-no-uid', N, () => ({ 'X-Core-Aid': 'nosuchid', 'X-Core-Aid-Token': 'wrong' })),
  get('other-account', N, ({ other }) => signedIn(other)),
  get('other-account-page2', `${N}?page=2&pageSize=5`, ({ other }) => signedIn(other)),
];

const LANG = 'X-Core-Client-Lang-Tag';
const ZONE = 'X-Core-Client-Timezone';

/** The language header (a language the real system has, one it lacks, a client's own spelling) and the time zone one. */
const clientHeaders: ConformanceCase[] = [
  ...['zh-Hant', 'zh_CN', 'xx-YY', 'EN', ''].flatMap((tag, i) => [
    get(`lang-configs-${i}`, `${C}?keys=current_language_menu,language_status`, plain({ [LANG]: tag })),
    get(`lang-list-${i}`, `${N}?pageSize=3`, mainWith({ [LANG]: tag })),
  ]),
  get('lang-configs-all', C, plain({ [LANG]: 'zh-Hans' })),
  ...['+8', '-5', '+14', '-12', '0', '+0', '-0'].map((zone, i) =>
    get(`zone-${i}`, `${N}?pageSize=3`, mainWith({ [ZONE]: zone })),
  ),
  ...['+5.5', 'Asia/Tokyo', '8', '+08', '+15', 'abc'].map((zone, i) =>
    get(`zone-malformed-${i}`, `${N}?pageSize=3`, mainWith({ [ZONE]: zone })),
  ),
  get('zone-configs', `${C}?keys=site_name`, plain({ [ZONE]: '+8' })),
  // Errors in a language the real pack has, and one it lacks: translated codes and the validator's English alike.
  ...['zh-Hans', 'zh-Hant', 'es'].flatMap((tag, i) => [
    get(`lang-error-${i}-no-account`, N, plain({ [LANG]: tag })),
    get(`lang-error-${i}-no-user`, N, ({ main }) => ({ ...account(main), [LANG]: tag })),
    get(`lang-error-${i}-user-token`, N, mainWith({ 'X-Core-Uid-Token': 'wrong', [LANG]: tag })),
    get(`lang-error-${i}-account-token`, C, ({ main }) => ({
      ...account(main),
      'X-Core-Aid-Token': 'wrong',
      [LANG]: tag,
    })),
    get(`lang-error-${i}-header`, N, ({ main }) => ({ 'X-Core-Aid': main.aid, [LANG]: tag })),
    get(`lang-error-${i}-page-size`, `${N}?pageSize=31`, mainWith({ [LANG]: tag })),
  ]),
  get('zone-and-lang', `${N}?pageSize=3`, mainWith({ [ZONE]: '+8', [LANG]: 'zh-Hans' })),
];

export const conformanceCases: readonly ConformanceCase[] = [
  ...captured,
  ...parameterClasses,
  ...headerCombinations,
  ...clientHeaders,
];
