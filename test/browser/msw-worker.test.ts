// core-kit/msw in a real browser: a service worker runs the mock's engine and answers as the server does, byte for byte.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../src/mock/world/account-credentials.js';
import { launchMock, type RunningMock } from '../../src/mock/launch-mock.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';
import { launchChromium, type LaunchedChromium } from './launch-chromium.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const NOW = '2026-11-22T12:00:00Z'; // the page's PAGE_NOW
const DEMO_HEADERS = {
  'X-Core-Aid': DEMO_CREDENTIALS.aid,
  'X-Core-Aid-Token': DEMO_CREDENTIALS.aidToken,
  'X-Core-Uid': DEMO_CREDENTIALS.uid,
  'X-Core-Uid-Token': DEMO_CREDENTIALS.uidToken,
};

interface Answer {
  status: number;
  text: string;
  preferenceApplied: string | null;
}

/** A static site with the page, its bundle and MSW's worker script, and nothing else: an API request reaching it is a 404. */
async function startStaticSite(bundle: string): Promise<{ url: string; served: string[]; close(): Promise<void> }> {
  const files: Record<string, [string, string]> = {
    '/': [
      'text/html',
      '<!doctype html><meta charset="utf-8"><title>core-kit msw</title><script type="module" src="/page.js"></script>',
    ],
    '/page.js': ['text/javascript', bundle],
    '/mockServiceWorker.js': [
      'text/javascript',
      readFileSync(`${root}node_modules/msw/lib/mockServiceWorker.js`, 'utf8'),
    ],
  };
  const served: string[] = [];
  const server: Server = createServer((req, res) => {
    served.push(req.url ?? '');
    const file = files[new URL(req.url ?? '/', 'http://x').pathname];
    res.writeHead(file ? 200 : 404, { 'Content-Type': file ? file[0] : 'text/plain' }).end(file ? file[1] : 'not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Fetches from inside the page, so the request goes through the service worker. */
const fetchInPage = (page: Page, path: string, headers: Record<string, string>): Promise<Answer | { error: string }> =>
  page.evaluate(
    async ({ path, headers }) => {
      await (globalThis as { workerStarted?: Promise<unknown> }).workerStarted;
      try {
        const res = await fetch(path, { headers });
        return { status: res.status, text: await res.text(), preferenceApplied: res.headers.get('preference-applied') };
      } catch (error) {
        return { error: String(error) };
      }
    },
    { path, headers },
  );

const fetchFromServer = async (mock: RunningMock, path: string, headers: Record<string, string>): Promise<Answer> => {
  const res = await fetch(`${mock.url}${path}`, { headers });
  return { status: res.status, text: await res.text(), preferenceApplied: res.headers.get('preference-applied') };
};

describe('core-kit/msw with setupWorker in Chromium', () => {
  let site: Awaited<ReturnType<typeof startStaticSite>>;
  let mock: RunningMock;
  let browser: LaunchedChromium;
  let page: Page;
  const requested: string[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    const bundled = await build({
      entryPoints: [`${root}test/browser/msw-worker-page.ts`],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: 'chrome120',
      logLevel: 'error',
    });
    site = await startStaticSite(bundled.outputFiles[0]!.text);
    mock = await launchMock({ port: 0, nowMs: Date.parse(NOW) });
    browser = await launchChromium();
    browser.context.on('request', (request) => requested.push(request.url()));
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(site.url);
  });

  afterAll(async () => {
    await browser?.close();
    await mock?.close();
    await site?.close();
  });

  it.each([
    [
      'the notification list, filtered and paged',
      `${NOTIFICATION_LIST_PATH}?types=3,8&pageSize=5&page=2`,
      DEMO_HEADERS,
    ],
    [
      'the notification list with a projection',
      `${NOTIFICATION_LIST_PATH}?filterUserType=whitelist&filterUserKeys=nickname,stats.likerCount`,
      DEMO_HEADERS,
    ],
    ['the notification list without credentials', NOTIFICATION_LIST_PATH, {}],
    [
      'the configs in another language, a few keys',
      `${CONFIGS_PATH}?keys=site_name,default_language&__lang=zh-Hans-SG`,
      {},
    ],
    [
      'an empty state asked for with Prefer',
      `${NOTIFICATION_LIST_PATH}?pageSize=3`,
      { ...DEMO_HEADERS, Prefer: 'total=0' },
    ],
    ['an error code asked for with Prefer', CONFIGS_PATH, { Prefer: 'code=31505' }],
  ])('answers %s as the server does, byte for byte', async (_, path, headers) => {
    const inPage = await fetchInPage(page, path, headers);
    expect(inPage).toEqual(await fetchFromServer(mock, path, headers));
  });

  it('answers a filtered page with the spec semantics', async () => {
    const answer = (await fetchInPage(page, `${NOTIFICATION_LIST_PATH}?types=3,8&pageSize=5`, DEMO_HEADERS)) as Answer;
    const body = JSON.parse(answer.text) as { code: number; data: { list: { type: number }[] } };
    expect(body.code).toBe(0);
    expect(body.data.list).toHaveLength(5);
    for (const item of body.data.list) expect([3, 8]).toContain(item.type);
  });

  it('makes fetch reject for Prefer: fault=reset, as a reset connection does', async () => {
    expect(await fetchInPage(page, CONFIGS_PATH, { Prefer: 'fault=reset' })).toEqual({
      error: expect.stringContaining('Failed to fetch'),
    });
  });

  it('answered every API call in the worker: none reached a server, nothing left 127.0.0.1, no page error', () => {
    expect(site.served).toEqual(expect.arrayContaining(['/', '/page.js', '/mockServiceWorker.js']));
    expect(site.served.filter((url) => url.startsWith('/api/'))).toEqual([]);
    // Not vacuous: the page's API calls were seen by the browser.
    expect(requested.filter((url) => url.startsWith(`${site.url}/api/`)).length).toBeGreaterThanOrEqual(8);
    expect(requested.filter((url) => new URL(url).hostname !== '127.0.0.1')).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
