// What surrounds the two operations: route errors, HTTP statuses, CORS, security headers, docs and the document.
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../../src/schema/paths.js';
import { mockHttp } from '../../helpers/mock-http.js';

const mock = mockHttp();
const committed = (name: string) => readFileSync(new URL(`../../../openapi/${name}`, import.meta.url), 'utf8');

describe('route errors', () => {
  it('answers an unknown path with 404 in the envelope', async () => {
    const res = await mock.get('/api/core/v1/nothing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, message: 'Route not found (GET /api/core/v1/nothing)', data: null });
  });

  it.each(['post', 'put', 'delete', 'patch'] as const)(
    'answers %s on an operation with 405 and Allow',
    async (method) => {
      const res = await request(mock.app)[method](NOTIFICATION_LIST_PATH);
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(res.body).toMatchObject({ code: 405, data: null });
    },
  );

  it('answers a malformed path escape in the envelope, never a 500', async () => {
    const res = await mock.get('/api/core/v1/%E0%A4%A');
    expect(res.status).toBeLessThan(500);
    expect(res.body.data).toBeNull();
  });
});

describe('one routing decision: case-sensitive paths (trailing slashes and escapes: path-spelling.test.ts)', () => {
  it.each([
    '/API/core/v1/global/configs?keys=site_name',
    '/API/Core/V1/global/configs/',
    '/api/core/v1/Notification/List',
    '/api/core/v1/global/configs%2F',
    '/OpenAPI.json',
    '/Docs/',
  ])('answers %s, a spelling the real system has no route for either, with 404 in the envelope', async (path) => {
    const res = await mock.get(path, mock.demoHeaders);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, data: null });
  });

  it.each([CONFIGS_PATH, NOTIFICATION_LIST_PATH])('answers HEAD on %s as GET, without a body', async (path) => {
    const [head, get] = await Promise.all([
      request(mock.app).head(path).set(mock.demoHeaders),
      mock.get(path, mock.demoHeaders),
    ]);
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.text ?? '').toBe('');
  });
});

describe('HTTP statuses of errors', () => {
  it('answers catalogue errors with HTTP 200 by default, as the real system', async () => {
    expect((await mock.list('', {})).status).toBe(200);
    expect((await mock.list('pageSize=99')).status).toBe(200);
  });

  it('answers 400 for validation and 401 for auth with --http-errors', async () => {
    const strict = mockHttp({ httpErrors: true });
    expect((await strict.list('pageSize=99')).status).toBe(400);
    expect((await strict.list('', {})).status).toBe(401);
    expect((await strict.configs('keys=nope')).status).toBe(400);
    expect((await strict.list()).status).toBe(200);
  });
});

describe('CORS and headers', () => {
  it('answers a preflight for the X-Core-* headers by allowing those asked for', async () => {
    const res = await request(mock.app)
      .options(NOTIFICATION_LIST_PATH)
      .set('Origin', 'http://localhost:5173')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'x-core-aid,x-core-uid-token');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-headers']).toBe('x-core-aid,x-core-uid-token');
  });

  it.each([CONFIGS_PATH, NOTIFICATION_LIST_PATH, '/nowhere', '/openapi.json'])(
    'sends nosniff, CORS and no-cache on %s',
    async (path) => {
      const res = await request(mock.app).get(path);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cache-control']).toBe('no-cache, private');
    },
  );

  it('sends no ETag and no X-Powered-By', async () => {
    const res = await mock.configs();
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('docs and the document', () => {
  it('serves the committed openapi.json and openapi.yaml byte for byte', async () => {
    expect((await request(mock.app).get('/openapi.json')).text).toBe(committed('openapi.json'));
    const yaml = await request(mock.app).get('/openapi.yaml');
    expect(yaml.text).toBe(committed('openapi.yaml'));
    expect(yaml.headers['content-type']).toMatch(/yaml/);
  });

  it("serves the committed mock document (the contract with the mock's controls) at /mock.json and /mock.yaml", async () => {
    expect((await request(mock.app).get('/mock.json')).text).toBe(committed('mock.json'));
    expect((await request(mock.app).get('/mock.yaml')).text).toBe(committed('mock.yaml'));
  });

  it('shows the mock document in Swagger UI, so that Try it out can send Prefer', async () => {
    const init = (await request(mock.app).get('/docs/swagger-ui-init.js')).text;
    expect(init).toContain('"name": "Prefer"');
    expect(init).toContain('core-kit mock');
  });

  it('serves Swagger UI at /docs with its own assets (no CDN) and the demo credentials', async () => {
    const page = await request(mock.app).get('/docs/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('swagger-ui-bundle.js');
    expect(page.text).not.toMatch(/https?:\/\/(cdn|unpkg)/);
    const init = await request(mock.app).get('/docs/swagger-ui-init.js');
    expect(init.text).toContain('demo-aid-token');
    expect(init.text).toContain('"validatorUrl": null');
    expect((await request(mock.app).get('/docs/swagger-ui-bundle.js')).status).toBe(200);
  });

  it('points to the docs and the document from /', async () => {
    const res = await request(mock.app).get('/').set('Accept', 'application/json');
    expect(res.body).toMatchObject({
      docs: '/docs',
      openapi: ['/openapi.json', '/openapi.yaml'],
      mockOpenapi: ['/mock.json', '/mock.yaml'],
    });
    const html = await request(mock.app).get('/').set('Accept', 'text/html');
    expect(html.text).toContain('href="/docs"');
  });
});
