// redactUrl: secret query values and the request's own token values never reach the request log; the API's parameters stay readable.
import { describe, expect, it } from 'vitest';
import { isSecretName, pathSecretValues, redactUrl } from '../../src/redaction/redact-url.js';
import { secretHeaderValues } from '../../src/redaction/redact-url.js';
import { decodings, SecretFinder } from '../../src/redaction/secret-finder.js';

/** Every character percent-encoded, in upper- or lower-case hex. */
const encodeAll = (text: string, hex: 'upper' | 'lower' = 'upper') =>
  [...Buffer.from(text)]
    .map((byte) => `%${byte.toString(16).padStart(2, '0')[hex === 'upper' ? 'toUpperCase' : 'toLowerCase']()}`)
    .join('');

describe('isSecretName', () => {
  it.each([
    'token',
    'TOKEN',
    'aid-token',
    'aidToken',
    'X-Core-Uid-Token',
    'x-core-aid-token',
    'access_token',
    'id_token',
    'client_secret',
    'password',
    'passwd',
    'pwd',
    'credentials',
    'Authorization',
    'auth',
    'session',
    'sessionId',
    'cookie',
    'signature',
    'sig',
    'bearer',
    'jwt',
    'key',
    'apiKey',
    'api_key',
    'x-api-key',
    'token[]',
    'to%6Ben',
    'tok%en',
  ])('%s -> secret', (name) => expect(isSecretName(name)).toBe(true));

  it.each([
    'keys',
    'filterUserKeys',
    'filterInfoKeys',
    'filterUserType',
    'types',
    'status',
    'page',
    'pageSize',
    'X-Core-Aid',
    'X-Core-Uid',
    'x-core-client-lang-tag',
    'prefer',
    'author',
    '__total',
    'lang',
    'monkeys',
    '%E0%A4%A',
  ])('%s -> not a secret', (name) => expect(isSecretName(name)).toBe(false));
});

describe('redactUrl', () => {
  it.each([
    ['/api/core/v1/notification/list?types=3&token=abc123', '/api/core/v1/notification/list?types=3&token=[redacted]'],
    [
      '/l?aid-token=s3cret&X-Core-Uid-Token=t0ken&keys=site_name',
      '/l?aid-token=[redacted]&X-Core-Uid-Token=[redacted]&keys=site_name',
    ],
    [
      '/l?access_token=a&page=2&password=&pageSize=5',
      '/l?access_token=[redacted]&page=2&password=[redacted]&pageSize=5',
    ],
    ['/l?token', '/l?token'],
    ['/l?token[]=a&token[]=b', '/l?token[]=[redacted]&token[]=[redacted]'],
    ['/l?filterUserType=whitelist&filterUserKeys=fsid,stats', '/l?filterUserType=whitelist&filterUserKeys=fsid,stats'],
    // A path segment's parameters are read as a query by many servers and gateways: a secret-named one is a secret.
    ['/l/token=abc', '/l/token=[redacted]'],
    ['/api/core/v1/access_token=abc123/x?page=2', '/api/core/v1/access_token=[redacted]/x?page=2'],
    ['/l;jsessionid=ABC', '/l;jsessionid=[redacted]'],
    ['/l/x;api_key=k1;v=2', '/l/x;api_key=[redacted];v=2'],
    ['/l/access_token%3Dabc/x', '/l/[redacted]/x'],
    ['/l/page=2;lang=en/a=b=c', '/l/page=2;lang=en/a=b=c'],
  ])('%s -> %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it("replaces the request's own token values wherever they are, as sent or encoded", () => {
    const secrets = ['demo-uid-token', 'a b/c'];
    expect(redactUrl('/x/demo-uid-token?t=demo-uid-token&q=a%20b%2Fc&f=a+b%2Fc', secrets)).toBe(
      '/x/[redacted]?t=[redacted]&q=[redacted]&f=[redacted]',
    );
  });

  it.each([
    ['every character escaped', (t: string) => encodeAll(t)],
    ['lower-case hex', (t: string) => encodeAll(t, 'lower')],
    ['one character escaped', (t: string) => `${t.slice(0, 3)}${encodeAll(t[3]!)}${t.slice(4)}`],
    ['escaped twice', (t: string) => encodeAll(encodeAll(t))],
    ['inside a longer value', (t: string) => `Bearer%20${encodeAll(t)}%3Bx`],
  ])("replaces the request's own token %s, in a value, a name and a path segment", (_, encode) => {
    const token = 'demo-uid-token';
    const url = `/api/${encode(token)}?q=${encode(token)}&${encode(token)}=1&page=2`;
    expect(redactUrl(url, [token])).toBe('/api/[redacted]?q=[redacted]&[redacted]&page=2');
  });

  it("replaces the tokens of every account the world knows, not only the requester's, however encoded", () => {
    const known = new SecretFinder(['c0ffee0123456789aa', 'beefbeef99887766', 'demo-aid-token']);
    const url = `/api/core/v1/notification/list?pageSize=1&t=c0ffee0123456789aa&u=${encodeAll('beefbeef99887766', 'lower')}&x=%64emo-aid-token&types=3`;
    expect(redactUrl(url, [], known)).toBe(
      '/api/core/v1/notification/list?pageSize=1&t=[redacted]&u=[redacted]&x=[redacted]&types=3',
    );
    expect(redactUrl('/api/core/v1/c0ffee0123456789aa/x', [], known)).toBe('/api/core/v1/[redacted]/x');
  });

  it('replaces a token that spans a separator, as sent', () => {
    expect(redactUrl('/l?a=to&ken=1', ['to&ken'])).toBe('/l?a=[redacted]=1');
    expect(redactUrl('/l/ab/cd?page=1', [], new SecretFinder(['ab/cd']))).toBe('/l/[redacted]?page=1');
  });

  it('leaves values shorter than 4 characters alone (a token "1" would hide every page number)', () => {
    expect(redactUrl('/l?page=1', ['1', ''])).toBe('/l?page=1');
  });
});

describe('pathSecretValues', () => {
  it.each([
    ['/l/access_token=ab%20cd?token=zz', ['ab%20cd', 'ab cd']],
    ['/l/x;api_key=k1;v=2', ['k1']],
    ['/l/access_token%3Dsecret/x', ['secret']],
    ['/l/page=2?access_token=q', []],
  ])('%s -> %j', (url, values) => {
    expect(pathSecretValues(url)).toEqual(values);
  });
});

describe('secretHeaderValues', () => {
  it('takes the token, authorization and cookie headers, and each part of a repeated one', () => {
    const headers = {
      'x-core-aid': 'demo',
      'x-core-aid-token': 'aaaa',
      'x-core-uid-token': 'bbbb, cccc',
      authorization: 'Bearer dddd',
      cookie: 'sid=eeee',
      'x-core-client-lang-tag': 'en',
    };
    expect(secretHeaderValues(headers)).toEqual([
      'aaaa',
      'aaaa',
      'bbbb, cccc',
      'bbbb',
      'cccc',
      'Bearer dddd',
      'Bearer dddd',
      'sid=eeee',
      'sid=eeee',
    ]);
  });
});

describe('SecretFinder', () => {
  const finder = new SecretFinder(['abcd', 'abcdef', 'xyz', 'wxyz1234']);

  it('finds the longest secret at each place, without overlaps, and ignores secrets under 4 characters', () => {
    expect(finder.ranges('..abcdef..abcd..xyz..wxyz1234')).toEqual([
      [2, 8],
      [10, 14],
      [21, 29],
    ]);
    expect(finder.occursIn('no secret here: xyz')).toBe(false);
    expect(finder.occursIn('.abcd.')).toBe(true);
  });

  it('also searches the extra values it is given', () => {
    expect(finder.ranges('a-secret-b', ['secret'])).toEqual([[2, 8]]);
  });

  it('indexes two thousand tokens and still searches a URL in well under 2 ms (about 10 µs here)', () => {
    const many = new SecretFinder(Array.from({ length: 2_000 }, (_, i) => `token-${i.toString(16).padStart(8, '0')}`));
    const url = `/api/core/v1/notification/list?${'pageSize=30&types=1,2,3&'.repeat(20)}`;
    const started = performance.now();
    for (let i = 0; i < 1_000; i++) many.occursIn(url);
    expect((performance.now() - started) / 1_000).toBeLessThan(2);
    expect(many.occursIn(`${url}token-000007cf`)).toBe(true);
  });
});

describe('decodings', () => {
  it.each([
    ['plain', ['plain']],
    ['a+b', ['a+b', 'a b']],
    ['%2561', ['%2561', '%61', 'a']],
    ['%FF%41', ['%FF%41', 'ÿA']],
    ['100%', ['100%']],
  ])('%s -> %j', (text, forms) => {
    expect(decodings(text)).toEqual(forms);
  });
});
