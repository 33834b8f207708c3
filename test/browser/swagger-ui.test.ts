// Swagger UI at /docs in a real Chromium: both operations documented, the demo credentials applied as the page opens,
// Try it out and Execute against the mock (with nothing changed: the default page), and the Authorize dialog.
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialHeaders, DEMO_CREDENTIALS } from '../../src/mock/world/account-credentials.js';
import { launchMock, type RunningMock } from '../../src/mock/launch-mock.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';
import { authorizeInSwaggerUi } from './authorize-in-swagger-ui.js';
import { executeOperation, pressExecute } from './execute-operation.js';
import { launchChromium, type LaunchedChromium } from './launch-chromium.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const ARTIFACTS = `${root}.ci/artifacts`;

// Swagger UI shows the mock document: the contract plus the mock's Prefer (Try it out can send it).
const document = JSON.parse(readFileSync(`${root}openapi/mock.json`, 'utf8')) as {
  paths: Record<string, { get: { summary: string; description: string } }>;
};

/** The description's first paragraph as the page renders it (Markdown emphasis and code marks gone). */
const EXPANSION_MS = 120_000;
const firstParagraph = (markdown: string) => markdown.split('\n\n')[0]!.replace(/[*`]/g, '').trim();

const LIST = 'operations-Notification-listNotifications';
const CONFIGS = 'operations-Global-getGlobalConfigs';
const OPERATIONS = [
  { id: CONFIGS, path: CONFIGS_PATH },
  { id: LIST, path: NOTIFICATION_LIST_PATH },
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
    // Swagger UI resolves every $ref of an operation's answers when it is first expanded: for the notification list (the
    // real structures, eight notification variants) that takes seconds, and tens of seconds on a loaded machine.
    if ((await block.locator('.opblock-body').count()) === 0)
      await block.locator('.opblock-summary-control').click({ timeout: EXPANSION_MS });
    await block.locator('.opblock-body').waitFor({ timeout: EXPANSION_MS });
  };
  // Collapsed again so that a screenshot shows the operation at hand, not every operation opened so far.
  const collapse = async (block: Locator) => {
    await block.locator('.opblock-summary-control').click();
    await block.locator('.opblock-body').waitFor({ state: 'detached' });
  };
  /** Expanded, then "Try it out" pressed, as a reader does: the button turns into Cancel and the inputs open. */
  const openForTrying = async (id: string) => {
    const block = operation(id);
    await expand(block);
    if ((await block.locator('.try-out__btn').textContent())?.trim() !== 'Cancel')
      await block.getByRole('button', { name: 'Try it out' }).click();
    await expect.poll(async () => (await block.locator('.try-out__btn').textContent())?.trim()).toBe('Cancel');
    return block;
  };
  const serverAnswer = async (path: string, headers: Record<string, string> = {}) =>
    (await fetch(`${mock.url}${path}`, { headers })).json();

  beforeAll(async () => {
    mock = await launchMock({ port: 0, nowMs: Date.parse('2026-11-22T12:00:00Z') });
    browser = await launchChromium();
    // On the context, not the page: also sees workers and any popup the page might open.
    browser.context.on('request', (request) => requested.push(request.url()));
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${mock.url}/docs`);
    mkdirSync(ARTIFACTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await mock?.close();
  });

  it(
    'lists both operations with their summaries, and shows their descriptions when expanded',
    { timeout: 4 * EXPANSION_MS },
    async () => {
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
    },
  );

  it('opens authorized with the demo credentials: the list shows a closed padlock, the configs (no login) none', async () => {
    await expect
      .poll(() => operation(LIST).locator('.authorization__btn').getAttribute('aria-label'))
      .toBe('authorization button locked');
    expect(await operation(CONFIGS).locator('.authorization__btn').count()).toBe(0);
    expect(await page.locator('.auth-wrapper .btn.authorize').getAttribute('class')).toContain('locked');
  });

  it("has no stray undefined in the page's styles", async () => {
    const styles = await page.locator('style').allTextContents();
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style).not.toMatch(/\bundefined\b/);
  });

  it('executes the notification list with nothing changed and renders the default first page, credentials applied', async () => {
    const block = await openForTrying(LIST);
    const response = await pressExecute(block);
    await page.screenshot({ path: `${ARTIFACTS}/swagger-ui-default-page.png`, fullPage: true });

    // Only the schema defaults are filled in (pageSize 15, page 1): no example is sent as a value.
    expect(response.requestUrl).toBe(`${mock.url}${NOTIFICATION_LIST_PATH}?pageSize=15&page=1`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(await serverAnswer(NOTIFICATION_LIST_PATH, credentialHeaders(DEMO_CREDENTIALS)));
    expect((response.body as NotificationPage).data.pagination).toMatchObject({ pageSize: 15, currentPage: 1 });
    expect((response.body as NotificationPage).data.list).toHaveLength(15);
    await collapse(block);
  });

  it('offers the documented examples in a list beside each free-text field: choosing one sends it', async () => {
    const block = await openForTrying(LIST);
    const types = block.locator('tr[data-param-name="types"]');
    expect(await types.locator('.examples-select-element option').allTextContents()).toEqual([
      'Nothing (the default)',
      '3,5,8',
    ]);
    await types.locator('.examples-select-element').selectOption({ label: '3,5,8' });
    expect(await types.locator('input[placeholder="types"]').inputValue()).toBe('3,5,8');
    const response = await pressExecute(block);
    expect(response.requestUrl).toBe(`${mock.url}${NOTIFICATION_LIST_PATH}?types=3%2C5%2C8&pageSize=15&page=1`);
    for (const item of (response.body as NotificationPage).data.list) expect([3, 5, 8]).toContain(item.type);
    await types.locator('.examples-select-element').selectOption({ label: 'Nothing (the default)' });
    await collapse(block);
  });

  it('executes the configs with nothing changed and renders every configuration item', async () => {
    const block = await openForTrying(CONFIGS);
    const response = await pressExecute(block);
    expect(response.requestUrl).toBe(`${mock.url}${CONFIGS_PATH}`);
    expect(response.body).toEqual(await serverAnswer(CONFIGS_PATH));
    await collapse(block);
  });

  it('executes the notification list with types=3,8 and pageSize=5 and renders five notifications of those types', async () => {
    const block = await openForTrying(LIST);
    const response = await executeOperation(block, { types: '3,8', pageSize: '5' });
    await page.screenshot({ path: `${ARTIFACTS}/swagger-ui-notification-list.png`, fullPage: true });

    expect(response.requestUrl).toBe(`${mock.url}${NOTIFICATION_LIST_PATH}?types=3%2C8&pageSize=5`);
    expect(response.status).toBe(200);
    const body = response.body as NotificationPage;
    expect(body.code).toBe(0);
    expect(body.data.pagination).toMatchObject({ pageSize: 5, currentPage: 1 });
    expect(body.data.list).toHaveLength(5);
    for (const item of body.data.list) expect([3, 8]).toContain(item.type);
  });

  it('sends Prefer: data=edge from Try it out and renders the edge world (right-to-left text, emoji, the longest names)', async () => {
    const block = await openForTrying(LIST);
    const response = await executeOperation(block, { pageSize: '4', Prefer: 'data=edge' });
    await block.locator('.responses-wrapper .live-responses-table').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/swagger-ui-edge-world.png`, fullPage: true });

    expect(response.requestUrl).toBe(`${mock.url}${NOTIFICATION_LIST_PATH}?pageSize=4`);
    expect(response.body).toEqual(
      await serverAnswer(`${NOTIFICATION_LIST_PATH}?pageSize=4`, {
        ...credentialHeaders(DEMO_CREDENTIALS),
        Prefer: 'data=edge',
      }),
    );
    const text = JSON.stringify(response.body);
    expect(text).toMatch(/[\u0590-\u06FF]/u);
    expect(text).toMatch(/\u200D/u);
    expect(await block.locator('.live-responses-table tbody .response-col_description').textContent()).toContain(
      'preference-applied: data=edge',
    );
    await collapse(block);
  });

  it('executes the configs with keys=site_name,site_mode and renders exactly those keys', async () => {
    const response = await executeOperation(await openForTrying(CONFIGS), { keys: 'site_name,site_mode' });
    expect(response.requestUrl).toBe(`${mock.url}${CONFIGS_PATH}?keys=site_name%2Csite_mode`);
    expect(response.status).toBe(200);
    const body = response.body as { code: number; data: Record<string, unknown> };
    expect(body.code).toBe(0);
    expect(Object.keys(body.data).sort()).toEqual(['site_mode', 'site_name']);
    expect(body.data.site_name).toBe(mock.world.configs.site_name);
  });

  it('lets the person change a credential in the Authorize dialog: a wrong account token answers 31505', async () => {
    await authorizeInSwaggerUi(page, { aidToken: 'not-the-token' });
    const response = await executeOperation(await openForTrying(LIST), {});
    expect(response.body).toEqual({
      code: 31505,
      message: 'Account login token are incorrect or do not exist',
      data: null,
    });
    await authorizeInSwaggerUi(page, { aidToken: DEMO_CREDENTIALS.aidToken });
    expect(((await executeOperation(operation(LIST), {})).body as NotificationPage).code).toBe(0);
  });

  it('made every request, assets and API calls alike, to the mock on 127.0.0.1, and threw no page error', () => {
    const origin = new URL(mock.url).origin;
    expect(new URL(mock.url).hostname).toBe('127.0.0.1');
    // Not vacuous: the page's own assets and the API calls were seen.
    expect(requested).toEqual(
      expect.arrayContaining([
        `${origin}/docs/swagger-ui-bundle.js`,
        `${origin}${NOTIFICATION_LIST_PATH}?types=3%2C8&pageSize=5`,
        `${origin}${CONFIGS_PATH}?keys=site_name%2Csite_mode`,
      ]),
    );
    expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
