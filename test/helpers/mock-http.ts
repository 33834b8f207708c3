// A mock app for HTTP tests (supertest listens on port 0), and a check that every answer conforms to the document.
import request, { type Response } from 'supertest';
import { expect } from 'vitest';
import { createRequestListener } from '../../src/mock/http/request-listener.js';
import type { MockOptions } from '../../src/mock/launch-mock.js';
import type { AccountCredentials } from '../../src/mock/world/account-credentials.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';
import { fixedWorld, problems } from './fixed-world.js';

export const headersOf = (a: AccountCredentials): Record<string, string> => ({
  'X-Core-Aid': a.aid,
  'X-Core-Aid-Token': a.aidToken,
  'X-Core-Uid': a.uid,
  'X-Core-Uid-Token': a.uidToken,
});

/** Every JSON answer must be the envelope: a success of the operation's schema, or an error envelope. */
export function expectConforming(res: Response, path: string): void {
  if (!/json/.test(String(res.headers['content-type']))) return;
  const body = res.body as { code?: unknown };
  const component =
    body.code !== 0
      ? 'ErrorEnvelope'
      : path.startsWith(NOTIFICATION_LIST_PATH)
        ? 'NotificationListResponse'
        : path.startsWith(CONFIGS_PATH)
          ? /[?&]keys=[^&]/.test(path)
            ? 'ConfigsSubsetResponse'
            : 'ConfigsResponse'
          : null;
  if (component) expect(problems(component, res.body), `${path} answered a body outside the document`).toEqual([]);
  expect(res.status).toBeLessThan(500);
}

export function mockHttp(options: MockOptions = {}) {
  const { world, accounts } = fixedWorld(options);
  // The server's own listener: the lean path for the operations, the Express app for everything else.
  const app = createRequestListener({ world, demo: accounts[0]!, httpErrors: options.httpErrors ?? false });
  const demoHeaders = headersOf(accounts[0]!);
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await request(app).get(path).set(headers);
    expectConforming(res, path);
    return res;
  };
  return {
    app,
    world,
    accounts,
    demoHeaders,
    get,
    list: (query = '', headers: Record<string, string> = demoHeaders) =>
      get(`${NOTIFICATION_LIST_PATH}${query ? `?${query}` : ''}`, headers),
    configs: (query = '', headers: Record<string, string> = {}) =>
      get(`${CONFIGS_PATH}${query ? `?${query}` : ''}`, headers),
  };
}
