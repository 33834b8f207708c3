// Generators of hostile requests for the property tests: query strings and headers as buggy clients and fuzzers send
// them. Deliberate scenario faults (codes 500, 502, 504, fault=…) are never generated: those answers are meant to break the rules
// these tests check, and the preference tests cover them.
import fc from 'fast-check';
import { errorCodes } from '../../../src/schema/error-catalogue.js';
import { configsParameters, notificationListParameters } from '../../../src/schema/query-parameters.js';

export const LIST_PARAMETERS = notificationListParameters.map((p) => p.name);
export const CONFIGS_PARAMETERS = configsParameters.map((p) => p.name);

/** Names and dot paths that reach an object's prototype in a naive implementation. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'constructor.prototype',
  'constructor.prototype.polluted',
  '__proto__.polluted',
  'stats.__proto__.polluted',
  'roles.0.__proto__',
  'hasOwnProperty',
  'toString',
  'valueOf',
  '__defineGetter__',
  '__lookupSetter__',
];

const BIDI = ['\u202e', '\u202d', '\u2066', '\u2067', '\u2068', '\u2069', '\u200f', '\u061c', '\ufeff', '\u200b'];
export const HTML_PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg/onload=alert(1)>",
  '</title><h1>x</h1>',
  '<!--',
  '&lt;b&gt;',
];
const NUMBERS = [
  '1e309',
  '-1e309',
  '1e3',
  '-0',
  '+15',
  ' 15',
  '15 ',
  '%2B15',
  '0x10',
  '0b1',
  '15.0',
  '015',
  '1_0',
  'Infinity',
  'NaN',
  '-1',
  '0',
  '99999999999999999999',
  '9007199254740993',
  '٣',
  '１５',
];
const GOOD = [
  '1',
  '2',
  '3',
  '15',
  '30',
  '3,8',
  '1,2,3,4,5,6,7,8,9',
  '0',
  'whitelist',
  'blacklist',
  'fsid,nickname',
  'stats',
  'stats.followerCount',
  'roles.0.name',
  'pid,content',
  'site_name',
  'site_name,site_mode',
  'language_menus',
  'en',
  'ar',
];
/** Percent escapes that are not UTF-8, or not escapes at all. */
export const BAD_ESCAPES = [
  '%FF',
  '%C3%28',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%F8%88%80%80%80',
  '%',
  '%%',
  '%zz',
  '%0',
  '%00',
  '%0A',
  '%0D%0A',
];

/** Known-good values, numbers of every odd shape, prototype keys, HTML, Unicode with bidi controls, and 5,000-character values. */
export const hostileValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...GOOD) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
  { weight: 1, arbitrary: fc.constantFrom(...HTML_PAYLOADS) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 21n), max: 10n ** 21n }).map(String) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...BIDI), fc.string({ maxLength: 12 }), fc.constantFrom(...BIDI))
      .map(([a, s, b]) => `${a}${s}${b}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', '9', ',', '.', 'é', '<'), fc.integer({ min: 4000, max: 5200 }))
      .map(([c, n]) => c.repeat(n)),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.constantFrom(...GOOD, ...PROTOTYPE_KEYS, '', ' ', 'a.b.c', '0'), { maxLength: 60 })
      .map((pieces) => pieces.join(',')),
  },
);

/** Every byte outside the unreserved set as `%XX` of its UTF-8 encoding (lone surrogates become U+FFFD). */
export const percentEncode = (text: string): string =>
  [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/** How a value is written into the query: encoded, raw as typed, with `+` for spaces, or with broken escapes around it. */
const encodedValue = (value: string): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(percentEncode(value)) },
    { weight: 1, arbitrary: fc.constant(value) },
    { weight: 1, arbitrary: fc.constant(percentEncode(value).replaceAll('%20', '+')) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...BAD_ESCAPES), fc.boolean())
        .map(([bad, before]) => (before ? `${bad}${percentEncode(value)}` : `${percentEncode(value)}${bad}`)),
    },
  );

/** A known name, its array and object forms, escaped spellings, prototype keys, unknown and random names. */
const parameterName = (known: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...known) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...known), fc.constantFrom('[]', '[a]', '[0]', '%5B%5D', '[__proto__]', '.x'))
        .map(([n, s]) => `${n}${s}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...known)
        .map((n) => percentEncode(n).replace(/^./, (c) => `%${c.charCodeAt(0).toString(16)}`)),
    },
    { weight: 1, arbitrary: fc.constantFrom(...known).map((n) => n.toUpperCase()) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          ...PROTOTYPE_KEYS,
          '__proto__[polluted]',
          'constructor[prototype][polluted]',
          '__proto__.polluted',
        )
        .map(percentEncode),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 10 }).map(percentEncode) },
  );

/** Values of the mock's preferences that keep the answer an envelope (never a deliberate fault or code 500). */
const validPreferences: Record<string, readonly string[]> = {
  code: errorCodes.filter((c) => c < 500).map(String), // 500, 502, 504: deliberate server-side faults
  delay: ['0', '1', '2'],
  total: ['0', '1', '7', '45', '200'],
  seed: ['1', '2', '3'],
  lang: ['en', 'ar', 'es', 'zh-Hans-SG'],
};
/** Invalid values of each preference (a deliberate fault spelled wrong is invalid, not a fault). */
const invalidPreferences: Record<string, readonly string[]> = {
  code: ['0', '1', '500x', '-500', '5e2', ''],
  delay: ['-1', '30001', '1e3', '1.5', 'soon', ''],
  fault: ['Reset', 'RESET', 'timeout', 'server_error', 'malformed!', 'none', '', '"reset'],
  total: ['1000001', '-1', '1e6', '99999999999999999999', ''],
  seed: ['2147483648', '-1', 'x', ''],
  lang: ['xx', '<b>', '__proto__', ' ', ''],
};

const preference: fc.Arbitrary<[string, string]> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(...Object.keys(validPreferences))
      .chain((name) => fc.tuple(fc.constant(name), fc.constantFrom(...validPreferences[name]!))),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(...Object.keys(invalidPreferences))
      .chain((name) => fc.tuple(fc.constant(name), fc.constantFrom(...invalidPreferences[name]!))),
  },
);

/** A `__name` twin of a preference, with a value that never asks for a deliberate fault. */
const twinPiece: fc.Arbitrary<string> = preference.map(([name, value]) => `__${name}=${percentEncode(value)}`);

/** Values each known parameter accepts, so that many generated requests get past validation to a success. */
const validValues: Record<string, readonly string[]> = {
  types: ['', '3', '3,8', '1,2,3,4,5,6,7,8,9', ' 5 , ,9'],
  status: ['', '0', '1'],
  filterUserType: ['', 'whitelist', 'blacklist'],
  filterUserKeys: [
    'fsid',
    'fsid,nickname,stats.likerCount',
    'roles.0.name',
    '__proto__,constructor.prototype.polluted',
    'stats',
  ],
  filterInfoType: ['', 'whitelist', 'blacklist'],
  filterInfoKeys: ['pid,content', 'gid', 'author.nickname', 'prototype,__proto__.x', 'author'],
  pageSize: ['', '1', '15', '30'],
  page: ['', '1', '2', '9', '12345678901234'],
  keys: ['', 'site_name', 'site_name,site_mode', 'language_menus, default_language', 'portal_7,cache_minutes'],
};

/** One `name=value` piece of a query (or a bare name, or nothing between two `&`). */
const queryPiece = (known: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .constantFrom(...known)
        .chain((name) =>
          fc.constantFrom(...(validValues[name] ?? [''])).map((value) => `${name}=${percentEncode(value)}`),
        ),
    },
    {
      weight: 6,
      arbitrary: fc
        .tuple(parameterName(known), hostileValue)
        .chain(([name, value]) => encodedValue(value).map((v) => `${name}=${v}`)),
    },
    { weight: 1, arbitrary: parameterName(known) },
    { weight: 1, arbitrary: fc.constantFrom('', '=', '==', '&', '=1', '?', '#') },
    { weight: 2, arbitrary: twinPiece },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 8 }), hostileValue)
        .map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`),
    },
  );

/** A whole query string (without `?`): any mix of known and unknown, repeated and array-form parameters. */
export const hostileQuery = (known: readonly string[]): fc.Arbitrary<string> =>
  fc.array(queryPiece(known), { maxLength: 12 }).map((pieces) => pieces.join('&'));

/** A `Prefer` value: the mock's preferences (never a deliberate fault), other RFC 7240 tokens, broken quoting, junk. */
export const hostilePrefer: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      {
        weight: 4,
        arbitrary: preference.chain(([name, value]) =>
          fc.constantFrom(`${name}=${value}`, `${name}="${value}"`, `${name} = ${value}`, `${name}=${value}; x=1`),
        ),
      },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          'respond-async',
          'return=minimal',
          'wait=5',
          'handling=lenient',
          '"unbalanced',
          'a="b\\"c"',
          ';;',
          ',',
          '=',
          '==x',
          '__proto__=1',
          'constructor=1',
        ),
      },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
    ),
    { maxLength: 8 },
  )
  .chain((elements) => fc.constantFrom(', ', ',', ' , ').map((separator) => elements.join(separator)));

export const DEMO_HEADERS: readonly (readonly [string, string])[] = [
  ['X-Core-Aid', 'demo'],
  ['X-Core-Aid-Token', 'demo-aid-token'],
  ['X-Core-Uid', '10001'],
  ['X-Core-Uid-Token', 'demo-uid-token'],
];

/** A header value as it can travel in HTTP/1.1: no CR or LF (those would end the header; the byte-level tests send them). */
const headerValue: fc.Arbitrary<string> = hostileValue.map((v) => v.replace(/[\r\n]/g, ' '));

/** Headers as [name, value] pairs (a name may repeat): mostly the demo credentials, sometimes broken ones, language, Prefer, junk. */
export const hostileHeaders: fc.Arbitrary<(readonly [string, string])[]> = fc
  .tuple(
    fc.oneof(
      { weight: 8, arbitrary: fc.constant([...DEMO_HEADERS]) },
      { weight: 1, arbitrary: fc.subarray([...DEMO_HEADERS]) },
      {
        weight: 2,
        arbitrary: fc.array(
          fc.tuple(fc.constantFrom(...DEMO_HEADERS.map(([n]) => n), 'x-core-aid', 'X-CORE-UID-TOKEN'), headerValue),
          { maxLength: 6 },
        ),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom(...DEMO_HEADERS), fc.constantFrom(...DEMO_HEADERS))
          .map(([a, b]) => [...DEMO_HEADERS, a, b]),
      },
    ),
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(undefined) },
      { weight: 2, arbitrary: fc.constantFrom('en', 'ar', 'es', 'zh-Hans-SG', ' en ', '') },
      { weight: 1, arbitrary: headerValue },
    ),
    fc.oneof(
      { weight: 3, arbitrary: fc.constant([]) },
      { weight: 2, arbitrary: fc.array(hostilePrefer, { minLength: 1, maxLength: 2 }) },
    ),
    fc.array(
      fc.tuple(
        fc.constantFrom('X-Unknown', 'Accept', 'Cookie', 'X-Forwarded-For', 'Content-Type', 'X-Core-Evil'),
        headerValue,
      ),
      { maxLength: 3 },
    ),
  )
  .map(([auth, lang, prefers, junk]) => [
    ...auth,
    ...(lang === undefined ? [] : [['X-Core-Client-Lang-Tag', lang] as const]),
    ...prefers.map((p) => ['Prefer', p.replace(/[\r\n]/g, ' ')] as const),
    ...junk,
  ]);
