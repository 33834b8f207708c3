// openapi/control-api.*: the control API's own document is lint-clean, names every route the server answers under
// /__core/ (and no other), and every answer of a running mock matches its schemas.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_METHODS } from '../../src/mock/http/control-routes.js';
import { launchMock, type RunningMock } from '../../src/mock/launch-mock.js';
import { CONFIGS_PATH } from '../../src/schema/paths.js';
import { createDocumentValidator } from '../../src/validation/create-document-validator.js';

const JSON_BODY = { 'content-type': 'application/json' };

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;
const text = readFileSync(`${root}openapi/control-api.json`, 'utf8');
const document = JSON.parse(text) as {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown> };
};
const validator = createDocumentValidator(document);

let mock: RunningMock;
beforeAll(async () => {
  mock = await launchMock({ port: 0 });
  await fetch(`${mock.url}${CONFIGS_PATH}?keys=site_name`);
  await fetch(`${mock.url}${CONFIGS_PATH}?__fault=reset`).catch(() => undefined);
});
afterAll(() => mock.close());

const data = async (path: string, init?: RequestInit) =>
  ((await (await fetch(`${mock.url}/__core${path}`, init)).json()) as { data: unknown }).data;

describe('openapi/control-api.json', () => {
  it.each(['openapi/control-api.json', 'openapi/control-api.yaml'])(
    '%s has no errors and no warnings under redocly lint (recommended rules)',
    async (file) => {
      const { stdout } = await run('npx', ['redocly', 'lint', file, '--format=json'], {
        cwd: root,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      });
      expect((JSON.parse(stdout) as { totals: unknown }).totals).toMatchObject({ errors: 0, warnings: 0 });
    },
    60_000,
  );

  it('documents exactly the JSON routes the server answers under /__core/', () => {
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    const answered = Object.entries(CONTROL_METHODS)
      .filter(([path]) => path !== '/' && path !== '/openapi.json') // the page and this document itself
      .flatMap(([path, methods]) => methods.split(', ').map((method) => `${method} /__core${path}`));
    expect(documented).toEqual([...answered, 'GET /__core/requests/{id}'].sort());
  });

  it('is what the server serves at /__core/openapi.json', async () => {
    expect(await (await fetch(`${mock.url}/__core/openapi.json`)).text()).toBe(text);
  });

  it.each([
    ['RequestList', '/requests'],
    ['Scenario', '/scenario'],
    ['ControlStatus', '/status'],
  ])('has every answer match its schema: %s from GET %s', async (component, path) => {
    expect(validator.validate(component, await data(path))).toEqual({ valid: true });
  });

  it('has the detail of each journaled request, the accounts and a set scenario match theirs', async () => {
    for (const entry of ((await data('/requests')) as { entries: { id: number }[] }).entries)
      expect(validator.validate('JournalEntryDetail', await data(`/requests/${entry.id}`))).toEqual({ valid: true });
    for (const account of (await data('/accounts')) as unknown[])
      expect(validator.validate('ControlAccount', account)).toEqual({ valid: true });
    const scenario = {
      code: 31505,
      delay: 1,
      fault: 'malformed',
      total: 0,
      seed: 2,
      lang: 'ar',
      latency: { min: 0, max: 5 },
      faultRate: 0.5,
      faults: ['reset'],
      httpErrors: true,
    };
    expect(
      validator.validate(
        'Scenario',
        await data('/scenario', { method: 'PUT', headers: JSON_BODY, body: JSON.stringify(scenario) }),
      ),
    ).toEqual({ valid: true });
    expect(validator.validate('ControlStatus', await data('/status'))).toEqual({ valid: true });
    await data('/scenario', { method: 'PUT', headers: JSON_BODY, body: '{}' });
  });

  it('has its errors match the error envelope', async () => {
    for (const [path, init] of [
      ['/requests?nope=1', {}],
      ['/requests/0', {}],
      ['/scenario', { method: 'PUT', headers: JSON_BODY, body: '[]' }],
      ['/scenario', { method: 'PUT', body: '{}' }],
      ['/accounts?x=1', {}],
    ] as const) {
      expect(
        validator.validate('ErrorEnvelope', await (await fetch(`${mock.url}/__core${path}`, init)).json()),
      ).toEqual({ valid: true });
    }
  });
});
