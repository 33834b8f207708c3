// redactUrl: secret query values and the request's own token values never reach the request log; the API's parameters stay readable.
import { describe, expect, it } from 'vitest';
import { isSecretName, redactUrl } from '../../../src/mock/http/redact-url.js';
import { secretHeaderValues } from '../../../src/mock/http/request-log.js';

describe('isSecretName', () => {
  it.each(['token', 'TOKEN', 'aid-token', 'aidToken', 'X-Core-Uid-Token', 'x-core-aid-token', 'access_token', 'id_token', 'client_secret', 'password', 'passwd', 'pwd', 'credentials', 'Authorization', 'auth', 'session', 'sessionId', 'cookie', 'signature', 'sig', 'bearer', 'jwt', 'key', 'apiKey', 'api_key', 'x-api-key', 'token[]', 'to%6Ben', 'tok%en'])(
    '%s -> secret',
    (name) => expect(isSecretName(name)).toBe(true),
  );

  it.each(['keys', 'filterUserKeys', 'filterInfoKeys', 'filterUserType', 'types', 'status', 'page', 'pageSize', 'X-Core-Aid', 'X-Core-Uid', 'x-core-client-lang-tag', 'prefer', 'author', '__total', 'lang', 'monkeys', '%E0%A4%A'])(
    '%s -> not a secret',
    (name) => expect(isSecretName(name)).toBe(false),
  );
});

describe('redactUrl', () => {
  it.each([
    ['/api/core/v1/notification/list?types=3&token=abc123', '/api/core/v1/notification/list?types=3&token=[redacted]'],
    ['/l?aid-token=s3cret&X-Core-Uid-Token=t0ken&keys=site_name', '/l?aid-token=[redacted]&X-Core-Uid-Token=[redacted]&keys=site_name'],
    ['/l?access_token=a&page=2&password=&pageSize=5', '/l?access_token=[redacted]&page=2&password=[redacted]&pageSize=5'],
    ['/l?token', '/l?token'],
    ['/l?token[]=a&token[]=b', '/l?token[]=[redacted]&token[]=[redacted]'],
    ['/l?filterUserType=whitelist&filterUserKeys=fsid,stats', '/l?filterUserType=whitelist&filterUserKeys=fsid,stats'],
    ['/l/token=abc', '/l/token=abc'],
  ])('%s -> %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('replaces the request\'s own token values wherever they are, as sent or encoded', () => {
    const secrets = ['demo-uid-token', 'a b/c'];
    expect(redactUrl('/x/demo-uid-token?t=demo-uid-token&q=a%20b%2Fc&f=a+b%2Fc', secrets)).toBe('/x/[redacted]?t=[redacted]&q=[redacted]&f=[redacted]');
  });

  it('leaves values shorter than 4 characters alone (a token "1" would hide every page number)', () => {
    expect(redactUrl('/l?page=1', ['1', ''])).toBe('/l?page=1');
  });
});

describe('secretHeaderValues', () => {
  it('takes the token, authorization and cookie headers, and each part of a repeated one', () => {
    const headers = { 'x-core-aid': 'demo', 'x-core-aid-token': 'aaaa', 'x-core-uid-token': 'bbbb, cccc', authorization: 'Bearer dddd', cookie: 'sid=eeee', 'x-core-client-lang-tag': 'en' };
    expect(secretHeaderValues(headers)).toEqual(['aaaa', 'aaaa', 'bbbb, cccc', 'bbbb', 'cccc', 'Bearer dddd', 'Bearer dddd', 'sid=eeee', 'sid=eeee']);
  });
});
