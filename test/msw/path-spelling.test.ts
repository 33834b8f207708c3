// The msw handlers answer the spellings of a path the server's router takes as the path itself (trailing slashes,
// escaped letters), and leave every other spelling unhandled (msw's onUnhandledRequest sees it), as an unknown path.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers } from '../../src/mock/msw/handlers.js';
import { CONFIGS_PATH as C, NOTIFICATION_LIST_PATH as N } from '../../src/schema/paths.js';
import { FIXED_NOW } from '../helpers/fixed-world.js';

// Nothing listens on port 9: a request the handlers leave is refused at once.
const API = 'http://localhost:9/v2';
const demo = { 'X-Core-Aid': 'demo', 'X-Core-Aid-Token': 'demo-aid-token', 'X-Core-Uid': '10001' };
const signed = { ...demo, 'X-Core-Uid-Token': 'demo-uid-token' };
const unhandled: string[] = [];
const server = setupServer(...createHandlers({ baseUrl: API, now: FIXED_NOW }));
beforeAll(() => server.listen({ onUnhandledRequest: (request) => void unhandled.push(request.url) }));
afterAll(() => server.close());

const answer = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${API}${path}`, { headers });
  return { status: res.status, text: await res.text() };
};

describe('msw handlers on other spellings of the paths', () => {
  it.each([
    [`${C}/?keys=site_name`, `${C}?keys=site_name`],
    [`${C}//?keys=site_name,site_mode`, `${C}?keys=site_name,site_mode`],
    [`${C.replace('configs', '%63onfigs')}?keys=site_name`, `${C}?keys=site_name`],
    [`${C.replace('/configs', '%2Fconfigs')}/`, C],
    [`${N}/?types=3&pageSize=3`, `${N}?types=3&pageSize=3`],
    [`${N.replace('list', '%6Cist')}//?pageSize=2`, `${N}?pageSize=2`],
  ])('answer %s as %s', async (spelled, exact) => {
    const [a, b] = await Promise.all([answer(spelled, signed), answer(exact, signed)]);
    expect(b.status).toBe(200);
    expect(a).toEqual(b);
  });

  it('checks the credentials on a spelled list path as on the exact one', async () => {
    const res = await answer(`${N}//`, demo);
    expect(JSON.parse(res.text).code).not.toBe(0);
    expect(res).toEqual(await answer(N, demo));
  });

  it.each([`${C}%2F`, C.replace('configs', 'Configs'), C.toUpperCase(), `${C}/x`, '/api/core/v1/nothing', C.slice(3)])(
    'leave %s unhandled (no route there)',
    async (path) => {
      await expect(fetch(`${API}${path}`)).rejects.toThrow();
      expect(unhandled).toContain(`${API}${path}`);
    },
  );

  it('leave the same path under another base unhandled', async () => {
    await expect(fetch(`http://localhost:9${C}`)).rejects.toThrow();
    expect(unhandled).toContain(`http://localhost:9${C}`);
  });
});
