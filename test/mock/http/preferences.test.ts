// `Prefer` (RFC 7240) and its `__name` query twins over HTTP: each preference, its twin, the echo, and invalid values.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../../src/schema/paths.js';
import type { NotificationListData } from '../../../src/types.js';
import { mockHttp } from '../../helpers/mock-http.js';

const mock = mockHttp();
const seed2 = mockHttp({ seed: 2 });
const prefer = (value: string) => ({ ...mock.demoHeaders, Prefer: value });
const data = (res: { body: { data: NotificationListData } }) => res.body.data;
const raw = (path: string, headers: Record<string, string> = mock.demoHeaders) =>
  request(mock.app).get(path).set(headers);
/** The body as text, unparsed: a malformed answer must reach the test as sent. */
const rawText = (path: string, headers: Record<string, string> = mock.demoHeaders) =>
  raw(path, headers)
    .buffer(true)
    .parse((r, done) => {
      let text = '';
      r.on('data', (chunk: Buffer) => (text += chunk.toString()));
      r.on('end', () => done(null, text));
    });

describe('Prefer: code=<n>', () => {
  it('answers that catalogue code in its envelope before checking credentials, and echoes it', async () => {
    const res = await mock.list('', { Prefer: 'code=31505' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 31505, message: 'Account login token are incorrect or do not exist', data: null });
    expect(res.headers['preference-applied']).toBe('code=31505');
  });

  it.each([
    [CONFIGS_PATH, 'code=10000', 200, 10000],
    [CONFIGS_PATH, 'code=31504', 200, 31504],
    [NOTIFICATION_LIST_PATH, 'code=31602', 200, 31602],
    [NOTIFICATION_LIST_PATH, 'code=404', 404, 404],
    [NOTIFICATION_LIST_PATH, 'code=405', 405, 405],
    [CONFIGS_PATH, 'code=500', 500, 500],
  ])('%s with %s -> HTTP %i, code %i', async (path, value, status, code) => {
    const res = await raw(path, prefer(value));
    expect([res.status, res.body.code, res.body.data]).toEqual([status, code, null]);
  });

  it('keeps the catalogue HTTP status semantics under --http-errors', async () => {
    const strict = mockHttp({ httpErrors: true });
    expect((await strict.list('', { Prefer: 'code=31505' })).status).toBe(401);
    expect((await strict.configs('', { Prefer: 'code=10000' })).status).toBe(400);
  });

  it('answers 10000 listing the known codes for code 0 or an unknown code, and echoes nothing', async () => {
    for (const value of ['code=0', 'code=777']) {
      const res = await mock.list('', prefer(value));
      expect(res.body.code).toBe(10000);
      expect(res.body.message).toMatch(
        /^Prefer code must be a code of the error catalogue: 10000, 21005, 31501, .*, 504 \(received "\d+"\)$/,
      );
      expect(res.headers['preference-applied']).toBeUndefined();
    }
  });
});

describe('Prefer: delay=<ms>', () => {
  it('waits before answering, and echoes it', async () => {
    const started = performance.now();
    const res = await mock.list('pageSize=1', prefer('delay=250'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
    expect(res.body.code).toBe(0);
    expect(res.headers['preference-applied']).toBe('delay=250');
  });

  it('refuses more than 30000 ms', async () => {
    expect((await mock.list('', prefer('delay=30001'))).body.message).toBe(
      'Prefer delay must be an integer from 0 to 30000 (milliseconds) (received "30001")',
    );
  });
});

describe('Prefer: fault=…', () => {
  it('fault=reset closes the connection with no answer', async () => {
    await expect(raw(NOTIFICATION_LIST_PATH, prefer('fault=reset'))).rejects.toThrow(/socket hang up|ECONNRESET/);
  });

  it('fault=malformed sends truncated JSON with HTTP 200 and a JSON content type', async () => {
    const whole = await mock.list('pageSize=2');
    const res = await rawText(`${NOTIFICATION_LIST_PATH}?pageSize=2`, prefer('fault=malformed'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['preference-applied']).toBe('fault=malformed');
    const text = res.body as string;
    expect(() => JSON.parse(text)).toThrow();
    expect(text.length).toBeGreaterThan(0);
    expect(whole.text.startsWith(text)).toBe(true);
  });

  it('fault=server-error answers HTTP 500 with the catalogue 500 envelope', async () => {
    const res = await raw(CONFIGS_PATH, { Prefer: 'fault=server-error' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 500, message: 'Internal server error (simulated fault)', data: null });
    expect(res.headers['preference-applied']).toBe('fault=server-error');
  });
});

describe('Prefer: total=<n>', () => {
  it('total=0 is the empty state, with consistent pagination', async () => {
    const res = await mock.list('', prefer('total=0'));
    expect(data(res)).toEqual({ pagination: { total: 0, pageSize: 15, currentPage: 1, lastPage: 1 }, list: [] });
    expect(res.headers['preference-applied']).toBe('total=0');
  });

  it('total=45 pages through exactly 45 distinct notifications, and filters add up to it', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map(async (page) => data(await mock.list(`page=${page}`, prefer('total=45')))),
    );
    expect(pages[0]!.pagination).toEqual({ total: 45, pageSize: 15, currentPage: 1, lastPage: 3 });
    expect(pages[3]!.list).toEqual([]);
    expect(new Set(pages.flatMap((p) => p.list.map((n) => n.nmid))).size).toBe(45);
    const byType = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map(
        async (t) => data(await mock.list(`types=${t}`, prefer('total=45'))).pagination.total,
      ),
    );
    expect(byType.reduce((a, b) => a + b, 0)).toBe(45);
  });

  it('total=<the world size> answers what the world answers anyway', async () => {
    expect((await mock.list('pageSize=30&page=2', prefer('total=120'))).text).toBe(
      (await mock.list('pageSize=30&page=2')).text,
    );
  });

  it('does not apply to the configs, so it is not echoed there', async () => {
    expect((await mock.configs('keys=site_name', { Prefer: 'total=0' })).headers['preference-applied']).toBeUndefined();
  });
});

describe('Prefer: seed=<n> and lang=<tag>', () => {
  it('seed=2 answers what a server of seed 2 answers, on both operations', async () => {
    expect((await mock.list('types=3,8', prefer('seed=2'))).text).toBe((await seed2.list('types=3,8')).text);
    const configs = await mock.configs('keys=site_name,site_url', { Prefer: 'seed=2' });
    expect(configs.text).toBe((await seed2.configs('keys=site_name,site_url')).text);
    expect(configs.text).not.toBe((await mock.configs('keys=site_name,site_url')).text);
    expect(configs.headers['preference-applied']).toBe('seed=2');
  });

  it('lang=ar answers as the X-Core-Client-Lang-Tag header does, and wins over the header', async () => {
    const viaHeader = await mock.list('pageSize=3', { ...mock.demoHeaders, 'X-Core-Client-Lang-Tag': 'ar' });
    const viaPreference = await mock.list('pageSize=3', {
      ...mock.demoHeaders,
      'X-Core-Client-Lang-Tag': 'es',
      Prefer: 'lang=ar',
    });
    expect(viaPreference.text).toBe(viaHeader.text);
    expect(viaPreference.headers['preference-applied']).toBe('lang=ar');
    expect(
      (await mock.configs('keys=current_language_menu', { Prefer: 'lang=zh-Hans-SG' })).body.data.current_language_menu
        .langTag,
    ).toBe('zh-Hans-SG');
  });

  it('answers 10000 naming the lang preference for an unknown tag', async () => {
    expect((await mock.configs('', { Prefer: 'lang=fr' })).body).toEqual({
      code: 10000,
      message: 'the lang preference must be one of en, es, zh-Hans-SG, ar (received "fr")',
      data: null,
    });
  });
});

describe('__name twins', () => {
  it.each([
    ['__code=31505', 'code=31505'],
    ['__total=0', 'total=0'],
    ['__seed=2', 'seed=2'],
    ['__lang=es', 'lang=es'],
    ['__delay=20', 'delay=20'],
    ['__fault=server-error', 'fault=server-error'],
  ])('%s answers as Prefer: %s, and echoes it', async (twin, header) => {
    const viaTwin = await raw(`${NOTIFICATION_LIST_PATH}?pageSize=2&${twin}`);
    const viaHeader = await raw(`${NOTIFICATION_LIST_PATH}?pageSize=2`, prefer(header));
    expect([viaTwin.status, viaTwin.text]).toEqual([viaHeader.status, viaHeader.text]);
    expect(viaTwin.headers['preference-applied']).toBe(header);
  });

  it('__fault=malformed truncates and __fault=reset resets, as the header does', async () => {
    const malformed = await rawText(`${CONFIGS_PATH}?keys=site_name&__fault=malformed`);
    const whole = (await mock.configs('keys=site_name')).text;
    expect(malformed.body).toBe(whole.slice(0, Math.floor(whole.length / 2)));
    await expect(raw(`${CONFIGS_PATH}?__fault=reset`)).rejects.toThrow(/socket hang up|ECONNRESET/);
  });

  it('wins over the header when both are given', async () => {
    const res = await mock.list('__total=0', prefer('total=50, delay=5'));
    expect(data(res).pagination.total).toBe(0);
    expect(res.headers['preference-applied']).toBe('delay=5, total=0');
  });

  it('never counts as a query parameter: the engine parses the rest', async () => {
    const res = await mock.list('types=3&__total=30&pageSize=30');
    expect(data(res).list.every((n) => n.type === 3)).toBe(true);
    expect(data(res).pagination.total).toBeLessThan(30);
  });

  it('answers 10000 naming an invalid twin', async () => {
    expect((await mock.list('__total=lots')).body.message).toBe(
      '__total must be an integer from 0 to 1000000 (received "lots")',
    );
    expect((await mock.configs('__seed=1&__seed=2')).body.message).toBe('__seed is given more than once');
  });
});

describe('Preference-Applied', () => {
  it('lists every applied preference in one header, in a fixed order', async () => {
    const res = await mock.list('', prefer('lang=es, total=0, seed=2, delay=1'));
    expect(res.headers['preference-applied']).toBe('delay=1, total=0, seed=2, lang=es');
  });

  it('leaves out what did not shape the answer: code wins over the world, unknown tokens are ignored', async () => {
    expect((await mock.list('', prefer('code=31601, total=0, seed=2'))).headers['preference-applied']).toBe(
      'code=31601',
    );
    const plain = await mock.list('pageSize=1', prefer('respond-async, return=minimal'));
    expect(plain.headers['preference-applied']).toBeUndefined();
    expect(plain.text).toBe((await mock.list('pageSize=1')).text);
  });

  it('is not sent, and nothing is applied, when a preference is invalid', async () => {
    expect((await mock.list('', prefer('delay=5, fault=boom'))).headers['preference-applied']).toBeUndefined();
    const started = performance.now();
    const res = await mock.list('', prefer('delay=3000, lang=fr'));
    expect(performance.now() - started).toBeLessThan(2_000); // the delay not applied, with room for a busy machine
    expect([res.headers['preference-applied'], res.body.code]).toEqual([undefined, 10000]);
  });

  it('is exposed to browsers, and Prefer is an allowed request header', async () => {
    const res = await mock.list('', prefer('total=0'));
    expect(res.headers['access-control-expose-headers']).toContain('Preference-Applied');
    const preflight = await request(mock.app)
      .options(NOTIFICATION_LIST_PATH)
      .set('Origin', 'http://localhost:5173')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'prefer');
    expect(preflight.headers['access-control-allow-headers']).toBe('prefer');
  });
});
