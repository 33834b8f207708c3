// The control room at /__core/ in a real Chromium: a request made by another client shows up within a second, with
// why it broke the document; a scenario set on the page is what the next request gets, and a reset undoes it; the
// accounts' snippets copy; an invalid fixtures edit under --watch is shown while the last valid data keeps serving.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixtures } from '../../src/mock/fixtures/load-fixtures.js';
import { launchMock, type RunningMock } from '../../src/mock/launch-mock.js';
import { watchFixtures, type FixturesWatcher } from '../../src/mock/watch-fixtures.js';
import { credentialHeaders, DEMO_CREDENTIALS } from '../../src/mock/world/account-credentials.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';
import { tempFixtures } from '../helpers/temp-fixtures.js';
import { launchChromium, type LaunchedChromium } from './launch-chromium.js';

const ARTIFACTS = fileURLToPath(new URL('../../.ci/artifacts/', import.meta.url));
const NOW = Date.parse('2026-11-22T12:00:00Z');
const DEMO = credentialHeaders(DEMO_CREDENTIALS);
const folderWith = tempFixtures();

/** What another client (the app under development, curl) gets: the page's total, and the preferences applied. */
async function curl(mock: RunningMock): Promise<{ total: number; applied: string | null }> {
  const res = await fetch(`${mock.url}${NOTIFICATION_LIST_PATH}?pageSize=5`, { headers: DEMO });
  return {
    total: ((await res.json()) as { data: { pagination: { total: number } } }).data.pagination.total,
    applied: res.headers.get('preference-applied'),
  };
}

describe('the control room in Chromium', () => {
  let mock: RunningMock;
  let browser: LaunchedChromium;
  let page: Page;
  const requested: string[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    mock = await launchMock({ port: 0, nowMs: NOW, extraAccounts: 1 });
    browser = await launchChromium();
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: mock.url });
    browser.context.on('request', (request) => requested.push(request.url()));
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // Chromium logs each 4xx answer as a console error: the refused scenario's 400 is expected, nothing else.
    page.on(
      'console',
      (message) =>
        void (message.type() === 'error' && !/status of 400/.test(message.text()) && pageErrors.push(message.text())),
    );
    await page.goto(`${mock.url}/__core/`);
    await page.locator('#scenario-current', { hasText: 'none (the start-up settings)' }).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await mock?.close();
  });

  it('shows a request made by another client within a second, and why it broke the document', async () => {
    await fetch(`${mock.url}${NOTIFICATION_LIST_PATH}?pageSize=50`, { headers: DEMO });
    const sent = performance.now();
    const row = page.locator('#journal-table tbody tr', { hasText: 'pageSize=50' });
    await row.waitFor({ timeout: 1000 });
    expect(performance.now() - sent).toBeLessThan(1000);
    expect(await row.locator('td.code').textContent()).toBe('10000');
    expect(await row.locator('td.valid-request .verdict').getAttribute('title')).toBe('request: invalid');
    expect(await row.locator('td.valid-answer .verdict').getAttribute('title')).toBe('answer: valid');

    await row.click();
    const entry = page.locator('#entry-body');
    await entry.getByText('pageSize=50: must be <= 30').waitFor();
    expect(await entry.locator('table.headers').textContent()).toContain('[redacted]');
    expect(await entry.textContent()).not.toContain(DEMO_CREDENTIALS.uidToken);
    expect(await entry.locator('pre.answer').textContent()).toContain('"code": 10000');
    await page.screenshot({ path: `${ARTIFACTS}control-room-journal.png`, fullPage: true });
  });

  it('flips a scenario on the page that the next request observes, and resets it', async () => {
    expect(await curl(mock)).toEqual({ total: 120, applied: null });
    await page.locator('#scenario-total').fill('0');
    await page.getByRole('button', { name: 'Apply scenario' }).click();
    await page.locator('#scenario-current', { hasText: 'total=0' }).waitFor();
    expect(await curl(mock)).toEqual({ total: 0, applied: 'total=0' });
    await page.locator('#journal-table tbody tr td.preferences', { hasText: 'total=0' }).first().waitFor();
    await page.screenshot({ path: `${ARTIFACTS}control-room-scenario.png`, fullPage: true });

    await page.getByRole('button', { name: 'Reset scenario' }).click();
    await page.locator('#scenario-current', { hasText: 'none (the start-up settings)' }).waitFor();
    expect(await curl(mock)).toEqual({ total: 120, applied: null });
  });

  it("applies a preset, and shows the server's message for a value it refuses", async () => {
    await page.getByRole('button', { name: 'Token expired' }).click();
    await page.locator('#scenario-current', { hasText: 'code=31504' }).waitFor();
    expect(((await (await fetch(`${mock.url}${CONFIGS_PATH}`)).json()) as { code: number }).code).toBe(31504);
    await page.locator('#scenario-delay').fill('99999');
    await page.getByRole('button', { name: 'Apply scenario' }).click();
    await page
      .locator('#scenario-message', {
        hasText: 'scenario.delay must be an integer from 0 to 30000 (milliseconds) (received 99999)',
      })
      .waitFor();
    expect(mock.control!.scenario).toEqual({ code: 31504 });
    await page.getByRole('button', { name: 'Reset scenario' }).click();
    await page.locator('#scenario-current', { hasText: 'none' }).waitFor();
  });

  it('applies the Edge data preset: the next requests get the world that breaks UIs, shown in the journal', async () => {
    await page.getByRole('button', { name: 'Edge data (breaks UIs)' }).click();
    await page.locator('#scenario-current', { hasText: 'data=edge' }).waitFor();
    expect(await page.locator('#scenario-data').inputValue()).toBe('edge');
    const res = await fetch(`${mock.url}${NOTIFICATION_LIST_PATH}?pageSize=3&status=1`, { headers: DEMO });
    expect(res.headers.get('preference-applied')).toBe('data=edge');
    expect(await res.text()).toMatch(/[\u0590-\u06FF]/u); // right-to-left text, as the edge world writes it
    const row = page.locator('#journal-table tbody tr', { hasText: 'status=1' });
    await row.waitFor();
    expect(await row.locator('td.valid-answer .verdict').getAttribute('title')).toBe('answer: valid');
    await row.click();
    await page.locator('#entry-body pre.answer', { hasText: 'Supercalifragilistic' }).waitFor();
    await page.screenshot({ path: `${ARTIFACTS}control-room-edge-world.png`, fullPage: true });
    await page.getByRole('button', { name: 'Reset scenario' }).click();
    await page.locator('#scenario-current', { hasText: 'none' }).waitFor();
  });

  it('lists the accounts with their credentials, and copies a curl command that works', async () => {
    const accounts = page.locator('#accounts-list article.account');
    await expect.poll(() => accounts.count()).toBe(2);
    const demo = accounts.filter({ has: page.locator('.badge') });
    expect(await demo.locator('table.credentials').textContent()).toContain(DEMO_CREDENTIALS.aidToken);
    await demo.getByRole('button', { name: 'Copy curl' }).click();
    const copied = await page.evaluate(() =>
      (
        globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
      ).navigator.clipboard.readText(),
    );
    const served = ((await (await fetch(`${mock.url}/__core/accounts`)).json()) as { data: { curl: string }[] })
      .data[0]!.curl;
    expect(copied).toBe(served);
    expect(copied).toContain(`-H 'X-Core-Uid-Token: ${DEMO_CREDENTIALS.uidToken}'`);
  });

  it('made every request to the mock itself (offline, no other site) and threw no page error', () => {
    const origin = new URL(mock.url).origin;
    expect(requested).toEqual(
      expect.arrayContaining([
        `${origin}/__core/`,
        `${origin}/__core/assets/control-room.js`,
        `${origin}/__core/assets/control-room.css`,
      ]),
    );
    expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe('the control room with fixtures under --watch', () => {
  let mock: RunningMock;
  let watcher: FixturesWatcher;
  let browser: LaunchedChromium;
  let folder: string;

  beforeAll(async () => {
    folder = folderWith({ 'configs.json': { configs: { site_name: 'Last Valid Exchange' } } });
    const loaded = await loadFixtures(folder, { cwd: folder, flagAccounts: [DEMO_CREDENTIALS] });
    if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
    mock = await launchMock({ port: 0, nowMs: NOW, fixtures: loaded.fixtures });
    mock.control!.servesFixtures(folder, loaded.fixtures.files);
    watcher = await watchFixtures({
      path: folder,
      cwd: folder,
      world: { nowMs: NOW },
      flagAccounts: [DEMO_CREDENTIALS],
      control: mock.control!,
    });
    browser = await launchChromium();
  });

  afterAll(async () => {
    watcher?.close();
    await browser?.close();
    await mock?.close();
  });

  it("shows an invalid edit's problems while the previous data keeps serving, and clears them once fixed", async () => {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.goto(`${mock.url}/__core/`);
    await page.locator('#server-line', { hasText: '(watched)' }).waitFor();
    const alert = page.locator('#fixtures-alert');
    expect(await alert.isHidden()).toBe(true);

    writeFileSync(
      join(folder, 'configs.json'),
      JSON.stringify({ configs: { site_name: 'Broken Exchange', site_mode: 'sideways' } }),
    );
    await alert.getByText('configs.site_mode: must be one of public, private').waitFor({ timeout: 10_000 });
    const siteName = async () =>
      ((await (await fetch(`${mock.url}${CONFIGS_PATH}?keys=site_name`)).json()) as { data: { site_name: string } })
        .data.site_name;
    expect(await siteName()).toBe('Last Valid Exchange');
    await page.screenshot({ path: `${ARTIFACTS}control-room-fixtures-error.png`, fullPage: true });

    writeFileSync(join(folder, 'configs.json'), JSON.stringify({ configs: { site_name: 'Fixed Exchange' } }));
    await alert.waitFor({ state: 'hidden', timeout: 10_000 });
    expect(await siteName()).toBe('Fixed Exchange');
  });
});
