// The operations' paths read as the real system's router reads them: trailing slashes dropped, escapes decoded, the
// case kept; the preflight, a plain OPTIONS and the caching header as it answers them (assumptions path-spelling,
// response-headers).
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { operationPath } from '../../../src/mock/request/operation-path.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../../src/schema/paths.js';
import { mockHttp } from '../../helpers/mock-http.js';

const mock = mockHttp();

describe('operationPath', () => {
  it.each([
    ['/api/core/v1/global/configs', '/api/core/v1/global/configs'],
    ['/api/core/v1/global/configs/', '/api/core/v1/global/configs'],
    ['/api/core/v1/global/configs///', '/api/core/v1/global/configs'],
    ['/api/core/v1/global/%63onfigs/', '/api/core/v1/global/configs'],
    ['/api/core/v1/global%2Fconfigs', '/api/core/v1/global/configs'],
    ['/api/core/v1/global/configs%2F', '/api/core/v1/global/configs/'],
    ['/api/core/v1/Global/Configs/', '/api/core/v1/Global/Configs'],
    ['/api/core/v1/%E0%A4%A', '/api/core/v1/%E0%A4%A'],
    ['/', '/'],
    ['//', '/'],
  ])('%s → %s', (path, read) => {
    expect(operationPath(path)).toBe(read);
  });
});

describe('other spellings of the operations', () => {
  it.each([
    [`${CONFIGS_PATH}/?keys=site_name`, `${CONFIGS_PATH}?keys=site_name`],
    [`${CONFIGS_PATH}//?keys=site_name`, `${CONFIGS_PATH}?keys=site_name`],
    [`${CONFIGS_PATH.replace('configs', '%63onfigs')}?keys=site_name`, `${CONFIGS_PATH}?keys=site_name`],
    [`${NOTIFICATION_LIST_PATH}/?types=3&pageSize=3`, `${NOTIFICATION_LIST_PATH}?types=3&pageSize=3`],
  ])('answers %s as %s', async (spelled, exact) => {
    const [a, b] = await Promise.all([mock.get(spelled, mock.demoHeaders), mock.get(exact, mock.demoHeaders)]);
    expect(a.status).toBe(200);
    expect(a.text).toBe(b.text);
  });

  it('answers another method on a trailing-slash path with 405, as on the exact path', async () => {
    const res = await request(mock.app).post(`${NOTIFICATION_LIST_PATH}/`);
    expect([res.status, res.headers.allow, res.body.code]).toEqual([405, 'GET, HEAD', 405]);
  });
});

describe('OPTIONS', () => {
  it.each([NOTIFICATION_LIST_PATH, '/api/core/v1/nothing'])(
    'answers a preflight on %s allowing the method and the headers asked for, not remembered',
    async (path) => {
      const res = await request(mock.app)
        .options(path)
        .set('Origin', 'http://localhost:5173')
        .set('Access-Control-Request-Method', 'GET')
        .set('Access-Control-Request-Headers', 'x-core-aid,x-core-client-timezone,prefer');
      expect(res.status).toBe(204);
      expect(res.headers).toMatchObject({
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET',
        'access-control-allow-headers': 'x-core-aid,x-core-client-timezone,prefer',
        'access-control-max-age': '0',
        'cache-control': 'no-cache, private',
      });
    },
  );

  it('allows no header in a preflight that asks for none', async () => {
    const res = await request(mock.app).options(CONFIGS_PATH).set('Access-Control-Request-Method', 'GET');
    expect([res.status, res.headers['access-control-allow-headers']]).toEqual([204, '']);
  });

  it.each([CONFIGS_PATH, `${NOTIFICATION_LIST_PATH}/`])(
    'answers a plain OPTIONS on %s with 200 and Allow',
    async (path) => {
      const res = await request(mock.app).options(path);
      expect([res.status, res.headers.allow, res.text]).toEqual([200, 'GET,HEAD', '']);
    },
  );

  it('answers a plain OPTIONS on no route with 404 in the envelope', async () => {
    const res = await request(mock.app).options('/api/core/v1/nothing');
    expect([res.status, res.body.code]).toEqual([404, 404]);
  });
});

describe('caching', () => {
  it.each([
    ['a success', `${CONFIGS_PATH}?keys=site_name`],
    ['an error', NOTIFICATION_LIST_PATH],
    ['no route', '/api/core/v1/nothing'],
  ])('marks %s no-cache, private, as the real system', async (_what, path) => {
    const res = await mock.get(path);
    expect(res.headers['cache-control']).toBe('no-cache, private');
  });
});
