// A malformed percent-escape in a control room's path parameter (`/__core/requests/%ZZ`): the mock's answered HTTP
// 500, the proxy's Express's own HTML page with the stack trace and the install's paths. Both now answer 400 in the
// envelope, 10000 saying what is wrong.
import { describe, expect, it } from 'vitest';
import { mockBehindProxyPerFile } from '../helpers/mock-behind-proxy.js';

const { mock, proxy } = mockBehindProxyPerFile();

describe('a control room asked for a path with a malformed escape', () => {
  it.each([['mock'], ['proxy']])('the %s answers 400 in the envelope, no stack trace', async (which) => {
    const base = which === 'mock' ? mock().url : proxy().url;
    for (const id of ['%ZZ', '%E0%A4%A', '%']) {
      const answer = await fetch(`${base}/__core/requests/${id}`);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await answer.json()) as { code: number; message: string; data: null };
      expect(body).toEqual({ code: 10000, message: expect.stringMatching(/malformed percent-escape/), data: null });
      expect(body.message).not.toMatch(/node_modules|at decodeURIComponent/);
    }
  });
});
