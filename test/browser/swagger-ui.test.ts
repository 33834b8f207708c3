// Swagger UI at /docs in a real Chromium: both operations documented, Authorize, Try it out and Execute against the mock.
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../src/mock/world/account-credentials.js';
import { launchMock, type RunningMock } from '../../src/mock/launch-mock.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';
import { authorizeInSwaggerUi } from './authorize-in-swagger-ui.js';
import { executeOperation } from './execute-operation.js';
import { launchChromium, type LaunchedChromium } from './launch-chromium.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SCREENSHOT = `${root}.ci/artifacts/swagger-ui-notification-list.png`;

const document = JSON.parse(readFileSync(`${root}openapi/openapi.json`, 'utf8')) as {
  paths: Record<string, { get: { summary: string; description: string } }>;
};

/** The description's first paragraph as the page renders it (Markdown emphasis and code marks gone). */
const firstParagraph = (markdown: string) => markdown.split('\n\n')[0]!.replace(/[*`]/g, '').trim();

const OPERATIONS = [
  { id: 'operations-Global-getGlobalConfigs', path: CONFIGS_PATH },
  { id: 'operations-Notification-listNotifications', path: NOTIFICATION_LIST_PATH },
] as const;

interface NotificationPage {
  code: number;
  data: { pagination: { pageSize: number; currentPage: number }; list: { type: number }[] };
}

describe('Swagger UI at /docs in Chromium', () => {
  let mock: RunningMock;
  let browser: LaunchedChromium;
  let page: Page;
  const requested: string[] = [];
  const pageErrors: string[] = [];
  const operation = (id: string): Locator => page.locator(`#${id}`);
  const expand = async (block: Locator) => {
    await block.locator('.opblock-summary-control').click();
    await block.locator('.opblock-body').waitFor();
  };
  // Collapsed again so that the screenshot shows the notification list, not every operation opened so far.
  const collapse = async (block: Locator) => {
    await block.locator('.opblock-summary-control').click();
    await block.locator('.opblock-body').waitFor({ state: 'detached' });
  };
  /** Expanded, then "Try it out" pressed, as a reader does: the button turns into Cancel and the inputs open. */
  const openForTrying = async (id: string) => {
    const block = operation(id);
    await expand(block);
    await block.getByRole('button', { name: 'Try it out' }).click();
    await expect.poll(async () => (await block.locator('.try-out__btn').textContent())?.trim()).toBe('Cancel');
    return block;
  };

  beforeAll(async () => {
    mock = await launchMock({ port: 0, nowMs: Date.parse('2026-11-22T12:00:00Z') });
    browser = await launchChromium();
    // On the context, not the page: also sees workers and any popup the page might open.
    browser.context.on('request', (request) => requested.push(request.url()));
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${mock.url}/docs`);
  });

  afterAll(async () => {
    await browser?.close();
    await mock?.close();
  });

  it('lists both operations with their summaries, and shows their descriptions when expanded', async () => {
    for (const { id, path } of OPERATIONS) {
      const { summary, description } = document.paths[path]!.get;
      const block = operation(id);
      await block.waitFor();
      expect(await block.locator('.opblock-summary-path').getAttribute('data-path')).toBe(path);
      expect((await block.locator('.opblock-summary-description').textContent())?.trim()).toBe(summary);
      await expand(block);
      const shown = (await block.locator('.opblock-description').textContent()) ?? '';
      expect(shown.replace(/\s+/g, ' ')).toContain(firstParagraph(description).replace(/\s+/g, ' '));
      await collapse(block);
    }
  });

  it('takes the four demo credentials in the Authorize dialog and locks both operations', async () => {
    // The configs' auth is optional (an empty requirement), so Swagger UI already draws it locked; the list's is not.
    const listLock = operation('operations-Notification-listNotifications').locator('.authorization__btn');
    expect(await listLock.getAttribute('aria-label')).toBe('authorization button unlocked');
    await authorizeInSwaggerUi(page, { aid: DEMO_CREDENTIALS.aid, aidToken: DEMO_CREDENTIALS.aidToken, uid: DEMO_CREDENTIALS.uid, uidToken: DEMO_CREDENTIALS.uidToken });
    for (const { id } of OPERATIONS) {
      expect(await operation(id).locator('.authorization__btn').getAttribute('aria-label')).toBe('authorization button locked');
    }
  });

  it('executes the notification list with types=3,8 and pageSize=5 and renders five notifications of those types', async () => {
    const block = await openForTrying('operations-Notification-listNotifications');
    const response = await executeOperation(block, { types: '3,8', pageSize: '5' });
    mkdirSync(`${root}.ci/artifacts`, { recursive: true });
    await page.screenshot({ path: SCREENSHOT, fullPage: true });

    expect(response.requestUrl).toBe(`${mock.url}${NOTIFICATION_LIST_PATH}?types=3%2C8&pageSize=5`);
    expect(response.status).toBe(200);
    const body = response.body as NotificationPage;
    expect(body.code).toBe(0);
    expect(body.data.pagination).toMatchObject({ pageSize: 5, currentPage: 1 });
    expect(body.data.list).toHaveLength(5);
    for (const item of body.data.list) expect([3, 8]).toContain(item.type);
  });

  it('executes the configs with keys=site_name,site_mode and renders exactly those keys', async () => {
    const response = await executeOperation(await openForTrying('operations-Global-getGlobalConfigs'), { keys: 'site_name,site_mode' });
    expect(response.requestUrl).toBe(`${mock.url}${CONFIGS_PATH}?keys=site_name%2Csite_mode`);
    expect(response.status).toBe(200);
    const body = response.body as { code: number; data: Record<string, unknown> };
    expect(body.code).toBe(0);
    expect(Object.keys(body.data).sort()).toEqual(['site_mode', 'site_name']);
    expect(body.data.site_name).toBe(mock.world.configs.site_name);
  });

  it('made every request, assets and API calls alike, to the mock on 127.0.0.1, and threw no page error', () => {
    const origin = new URL(mock.url).origin;
    expect(new URL(mock.url).hostname).toBe('127.0.0.1');
    // Not vacuous: the page's own assets and both API calls were seen.
    expect(requested).toEqual(expect.arrayContaining([`${origin}/docs/swagger-ui-bundle.js`, `${origin}${NOTIFICATION_LIST_PATH}?types=3%2C8&pageSize=5`, `${origin}${CONFIGS_PATH}?keys=site_name%2Csite_mode`]));
    expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
