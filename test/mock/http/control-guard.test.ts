// Who may use /__core/: this machine only (loopback address and Host), unless the server was started to let others;
// no CORS for other sites' pages; the page and its files served offline; the control room off when asked.
import type { IncomingMessage } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../../src/mock/launch-mock.js';
import { CONTROL_ROOM_ASSETS } from '../../../src/control-room/control-page-routes.js';
import { mayControl } from '../../../src/control-room/is-loopback.js';
import { CONFIGS_PATH } from '../../../src/schema/paths.js';
import { rawHead, rawRequest } from '../../helpers/raw-http.js';

const fakeRequest = (remoteAddress: string, host: string) =>
  ({ socket: { remoteAddress }, headers: { host } }) as unknown as IncomingMessage;
/** An address of this machine that is not loopback, if it has one. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

let mock: RunningMock;
beforeAll(async () => {
  mock = await launchMock({ port: 0 });
});
afterAll(() => mock.close());

describe('the control API guard', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1:4010', false, true],
    ['::1', 'localhost:4010', false, true],
    ['10.0.0.5', '127.0.0.1:4010', false, false],
    ['127.0.0.1', 'evil.example:4010', false, false],
    ['10.0.0.5', 'mock.internal:4010', true, true],
  ])('a request from %s for Host %s (remote control %s) may control: %s', (address, host, remote, expected) => {
    expect(mayControl(fakeRequest(address, host), remote)).toBe(expected);
  });

  it('answers a Host naming another site (DNS rebinding) with a 404 envelope that says why', async () => {
    const answer = await rawRequest(
      mock.url,
      rawHead('GET', '/__core/status').replace('Host: 127.0.0.1', 'Host: evil.example'),
    );
    expect(answer!.status).toBe(404);
    expect(JSON.parse(answer!.text)).toEqual({
      code: 404,
      message:
        'Route not found (GET /__core/status: the control room answers only on this machine; start the mock with --remote-control to open it to others)',
      data: null,
    });
  });

  it.skipIf(outsideAddress === undefined)(
    'answers another machine with 404 on /__core/ but serves it the API (bound to 0.0.0.0)',
    async () => {
      const open = await launchMock({ port: 0, host: '0.0.0.0' });
      const remote = await launchMock({ port: 0, host: '0.0.0.0', remoteControl: true });
      try {
        const via = (m: RunningMock, path: string) => fetch(`http://${outsideAddress}:${new URL(m.url).port}${path}`);
        expect((await via(open, '/__core/status')).status).toBe(404);
        expect((await via(open, '/__core/')).status).toBe(404);
        expect((await via(open, CONFIGS_PATH)).status).toBe(200);
        expect((await via(remote, '/__core/status')).status).toBe(200);
      } finally {
        await open.close();
        await remote.close();
      }
    },
  );

  it('sends no CORS headers on /__core/, and no preflight answer that would let another site in', async () => {
    const status = await fetch(`${mock.url}/__core/status`, { headers: { Origin: 'http://evil.example' } });
    expect(status.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${mock.url}/__core/scenario`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'PUT' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    // The API itself stays open to browser frontends of any origin.
    expect((await fetch(`${mock.url}${CONFIGS_PATH}`)).headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the control room page', () => {
  it('is served at /__core/ and /__core with a strict content security policy, linked from the index', async () => {
    for (const path of ['/__core/', '/__core']) {
      const res = await fetch(`${mock.url}${path}`);
      expect([res.status, res.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await res.text()).toContain('/__core/assets/control-room.js');
    }
    expect(await (await fetch(`${mock.url}/`, { headers: { Accept: 'text/html' } })).text()).toContain(
      '<a href="/__core/">Control room</a>',
    );
    expect(((await (await fetch(`${mock.url}/`)).json()) as { controlRoom: string }).controlRoom).toBe('/__core/');
  });

  it.each(Object.entries(CONTROL_ROOM_ASSETS))(
    'serves its file %s as %s, from the package itself',
    async (name, type) => {
      const res = await fetch(`${mock.url}/__core/assets/${name}`);
      expect([res.status, res.headers.get('content-type'), res.headers.get('x-content-type-options')]).toEqual([
        200,
        type,
        'nosniff',
      ]);
      const text = await res.text();
      expect(text).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)/); // offline: no other site named
    },
  );

  it.each(['/__core/assets/nope.js', '/__core/assets/..%2Fcontrol-routes.ts', '/__core/assets/', '/__core/nope'])(
    'answers %s with a 404 envelope',
    async (path) => {
      const res = await fetch(`${mock.url}${path}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { code: number }).code).toBe(404);
    },
  );

  it('is absent when the server starts without it, and /__core/requests says so when the journal is off', async () => {
    const bare = await launchMock({ port: 0, control: false });
    const quiet = await launchMock({ port: 0, journalSize: 0 });
    try {
      expect((await fetch(`${bare.url}/__core/`)).status).toBe(404);
      const off = await fetch(`${quiet.url}/__core/requests`);
      expect([off.status, ((await off.json()) as { message: string }).message]).toEqual([
        404,
        'Route not found (the journal is off: the server was started with --journal-size 0)',
      ]);
      expect((await fetch(`${quiet.url}/__core/scenario`)).status).toBe(200);
    } finally {
      await bare.close();
      await quiet.close();
    }
  });
});
