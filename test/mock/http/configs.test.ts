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

  it("words success and its errors in the header's language, as the real system's code messages (even a tag the site lacks)", async () => {
    expect((await mock.configs('keys=site_name', { 'X-Core-Client-Lang-Tag': 'zh-Hans' })).body.message).toBe('成功');
    expect((await mock.configs('keys=site_name', { 'X-Core-Client-Lang-Tag': 'es' })).body.message).toBe('Success');
    const wrong = { ...mock.demoHeaders, 'X-Core-Aid-Token': 'wrong', 'X-Core-Client-Lang-Tag': 'zh-Hant' };
    delete (wrong as Record<string, string>)['X-Core-Uid'];
    delete (wrong as Record<string, string>)['X-Core-Uid-Token'];
    expect((await mock.configs('keys=site_name', wrong)).body).toEqual({
      code: 31505,
      message: '賬號登入憑證錯誤或者不存在',
      data: null,
    });
  });

  it('answers the same bytes every time', async () => {
    const [a, b] = await Promise.all([mock.configs(), mock.configs()]);
    expect(a.text).toBe(b.text);
  });
});
