// The environment's headers as data: `Name: value` lines read, names checked, each secret value named after its header,
// redacted as a token (the scheme of an Authorization value left readable) and read from its variable by a repro line.
import { describe, expect, it } from 'vitest';
import { extraHeaders, headerLines, headerSecrets, InvalidHeader } from '../../../src/contract/kit/extra-headers.js';
import { secretRedactor } from '../../../src/contract/report/redact-secrets.js';
import { curlLine, reproEnvironment } from '../../../src/contract/report/curl-line.js';

describe('headerLines', () => {
  it.each([
    [['X-Api-Key: abc'], [['X-Api-Key', ' abc']]],
    [
      ['X-Api-Key:abc', 'Host: h.test'],
      [
        ['X-Api-Key', 'abc'],
        ['Host', ' h.test'],
      ],
    ],
    [
      'X-A: 1\r\n\n  X-B: two words\n',
      [
        ['X-A', ' 1'],
        ['X-B', ' two words'],
      ],
    ],
    [['Authorization: Bearer a:b'], [['Authorization', ' Bearer a:b']]],
  ])('%j -> %j', (given, expected) => {
    expect(headerLines(given)).toEqual(expected);
  });

  it('refuses a line without a colon, without quoting it (it may be a bare secret)', () => {
    expect(() => headerLines(['X-A: 1', 'sekrit-value'])).toThrow(InvalidHeader);
    expect(() => headerLines(['X-A: 1', 'sekrit-value'])).toThrow(/the 2nd header has no ':'/);
    expect(() => headerLines(['sekrit-value'])).not.toThrow(/sekrit/);
  });
});

describe('extraHeaders', () => {
  it('keeps names as given and values trimmed', () => {
    expect(
      extraHeaders(
        [
          ['X-Api-Key', ' abc \n'],
          ['host', 'h.test'],
        ],
        'flag',
      ),
    ).toEqual({
      'X-Api-Key': 'abc',
      host: 'h.test',
    });
  });

  it.each([
    [[['X-Core-Aid', 'a']], 'flag', /X-Core-Aid is the kit's own .* --aid \(or CORE_AID\)$/],
    [
      [
        ['x-core-other', 'a'],
        ['X-CORE-UID-TOKEN', 'a'],
      ],
      'option',
      /X-CORE-UID-TOKEN .* credentials\.uidToken$/,
    ],
    [[['x-core-client-timezone', '+8']], 'flag', /x-core-client-timezone is the kit's to choose/],
    [[['Transfer-Encoding', 'chunked']], 'flag', /Transfer-Encoding frames the message/],
    [
      [
        ['X-A', '1'],
        ['x-a', '2'],
      ],
      'option',
      /x-a is given twice/,
    ],
    [[['X-A', '']], 'flag', /X-A: its value must be a non-empty string$/],
    [[['X-A', 'a\u0000b']], 'flag', /X-A: its value holds a character .*U\+0000, character 2/],
    [[['X-A', '令']], 'flag', /U\+4EE4/],
    [[['', 'v']], 'flag', /^--header \(or CORE_HEADERS\): the 1st header has an empty name$/],
    [
      [
        ['a', 'v'],
        ['b', 'v'],
        ['X:Y', 'v'],
      ],
      'option',
      /^runContract: headers: the 3rd header's name .*U\+003A, character 2/,
    ],
  ] as const)('%j (%s) -> %s', (entries, source, message) => {
    expect(() => extraHeaders(entries, source)).toThrow(message);
  });
});

it('a repro line escapes a name that holds $ or a backquote (token characters) inside its double quotes', () => {
  const line = curlLine(
    { url: 'http://h/', headers: { 'X-$HOME`id`': 'k3y-Secret-0042' } },
    headerSecrets({ 'X-$HOME`id`': 'k3y-Secret-0042' }),
  );
  expect(line).toBe(`curl -s 'http://h/' -H "X-\\$HOME\\\`id\\\`: $CORE_HEADER_X_HOME_ID"`);
});

describe('the values as secrets', () => {
  const secrets = headerSecrets({
    'X-Api-Key': 'k3y-Secret-0042',
    Authorization: 'Bearer eyJhbGciOiJIUzI1',
    Host: 'tenant.test',
    'X.Api.Key': 'other-value-77',
  });

  it('names each after its header (numbered when two collide); Host and the like are no secrets', () => {
    expect(secrets).toEqual({
      CORE_HEADER_X_API_KEY: 'k3y-Secret-0042',
      CORE_HEADER_AUTHORIZATION: 'Bearer eyJhbGciOiJIUzI1',
      CORE_HEADER_X_API_KEY_2: 'other-value-77',
    });
  });

  it.each([
    ['echo: K3Y-SECRET-0042!', 'echo: [redacted CORE_HEADER_X_API_KEY]!'],
    ['cut: ecret-00', 'cut: [redacted CORE_HEADER_X_API_KEY]'],
    [
      'WWW-Authenticate: Bearer realm="api", got Bearer eyJhbGciOiJIUzI1',
      'WWW-Authenticate: Bearer realm="api", got Bearer [redacted CORE_HEADER_AUTHORIZATION]',
    ],
    ['host tenant.test stays', 'host tenant.test stays'],
  ])('redacts %j as %j', (text, expected) => {
    expect(secretRedactor(secrets)(text)).toBe(expected);
  });

  it('a repro line reads each secret header from its variable, and the closing line names it', () => {
    const line = curlLine(
      {
        url: 'http://h/api',
        headers: { 'X-Api-Key': 'k3y-Secret-0042', Authorization: 'Bearer eyJhbGciOiJIUzI1', Host: 'tenant.test' },
      },
      secrets,
    );
    expect(line).toBe(
      `curl -s 'http://h/api' -H "X-Api-Key: $CORE_HEADER_X_API_KEY" -H "Authorization: $CORE_HEADER_AUTHORIZATION" -H 'Host: tenant.test'`,
    );
    expect(reproEnvironment({ CORE_AID: 'a', ...secrets })).toBe(
      'repro lines read the credentials from CORE_AID: export them as for the run, and CORE_HEADER_X_API_KEY, CORE_HEADER_AUTHORIZATION, CORE_HEADER_X_API_KEY_2 each set to the value of its --header (no report prints them)',
    );
  });
});
