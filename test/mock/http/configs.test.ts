// GET /api/core/v1/global/configs over HTTP: every key, keys= subsets, languages, and no login needed.
import { describe, expect, it } from 'vitest';
import { configKeys } from '../../../src/schema/global-configs.js';
import { mockHttp } from '../../helpers/mock-http.js';

const mock = mockHttp();

describe('global configs', () => {
  it("answers every key without login, with the real system's word of success (the spec says ok on the list only)", async () => {
    const res = await mock.configs();
    expect([res.status, res.body.code, res.body.message]).toEqual([200, 0, 'Success']);
    expect(Object.keys(res.body.data)).toEqual(expect.arrayContaining(configKeys));
  });

  it('accepts the four headers when they are sent', async () => {
    expect((await mock.configs('', mock.demoHeaders)).body.code).toBe(0);
  });

  it('returns only the keys asked for, in request order', async () => {
    const res = await mock.configs('keys=site_mode,default_language,site_name,portal_7');
    expect(Object.keys(res.body.data)).toEqual(['site_mode', 'default_language', 'site_name', 'portal_7']);
  });

  it('names an unknown key in a 10000 error', async () => {
    const res = await mock.configs('keys=site_name,site_colour');
    expect(res.body).toEqual({ code: 10000, message: 'keys: unknown configuration key "site_colour"', data: null });
  });

  it('sets current_language_menu from X-Core-Client-Lang-Tag', async () => {
    const res = await mock.configs('keys=current_language_menu,default_language', { 'X-Core-Client-Lang-Tag': 'ar' });
    expect(res.body.data.current_language_menu).toMatchObject({ langTag: 'ar', writingDirection: 'rtl' });
    expect(res.body.data.default_language).toBe('en');
  });

  it('answers the same bytes every time', async () => {
    const [a, b] = await Promise.all([mock.configs(), mock.configs()]);
    expect(a.text).toBe(b.text);
  });
});
