// The msw handlers' routing, table by table: where a base puts them, and which operation a URL names under it — every
// spelling the server's router takes (the shared routedOperation), and no other; the msw pattern admits exactly those.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { handlersBase, operationPattern, requestOperation } from '../../src/mock/msw/api-path.js';
import { routedOperation } from '../../src/mock/request/operation-path.js';
import { CONFIGS_PATH as C, NOTIFICATION_LIST_PATH as N } from '../../src/schema/paths.js';

describe('handlersBase', () => {
  it.each([
    [undefined, null, ''],
    ['/api-prefix', null, '/api-prefix'],
    ['/api-prefix//', null, '/api-prefix'],
    ['https://api.example.com', 'https://api.example.com', ''],
    ['https://API.example.com:8443/v2/', 'https://api.example.com:8443', '/v2'],
    ['http://localhost:5173/', 'http://localhost:5173', ''],
  ])('%s: origin %s, prefix %j', (baseUrl, origin, prefix) => {
    expect(handlersBase(baseUrl)).toMatchObject({ origin, prefix });
  });
});

describe('requestOperation', () => {
  const any = handlersBase(undefined);
  const v2 = handlersBase('https://api.example.com/v2');
  it.each([
    [any, `http://localhost${C}`, 'configs'],
    [any, `http://localhost${C}/`, 'configs'],
    [any, `http://localhost${C}//`, 'configs'],
    [any, `http://localhost${C}///?keys=site_name`, 'configs'],
    [any, `http://localhost${C.replace('configs', '%63onfigs')}`, 'configs'],
    [any, `http://localhost${C.replace('configs', '%63onfigs')}/`, 'configs'],
    [any, `http://localhost${C.replace('/configs', '%2Fconfigs')}`, 'configs'],
    [any, `http://localhost${N}/`, 'notificationList'],
    [any, `http://localhost${N.replace('list', '%6C%69st')}`, 'notificationList'],
    [any, `http://localhost${C}%2F`, undefined],
    [any, `http://localhost${C.toUpperCase()}`, undefined],
    [any, `http://localhost${C.replace('configs', 'Configs')}`, undefined],
    [any, `http://localhost${C}x`, undefined],
    [any, `http://localhost/api/core/v1/%E0%A4%A`, undefined],
    [any, 'http://localhost/', undefined],
    [any, 'not a url', undefined],
    [v2, `https://api.example.com/v2${C}//`, 'configs'],
    [v2, `https://api.example.com/v2${C.replace('configs', '%63onfigs')}`, 'configs'],
    [v2, `https://api.example.com${C}`, undefined],
    [v2, `https://api.example.com/v20${C}`, undefined],
    [v2, `https://other.example.com/v2${C}`, undefined],
  ])('%#: %s names %s', (base, url, id) => {
    expect(requestOperation(url, base)?.id).toBe(id);
  });

  it('takes exactly the spellings the server routes (the same function decides)', () => {
    for (const path of [`${C}/`, `${C}//`, `${C}%2F`, `${N}/`, `${N.replace('list', '%4Cist')}`, '/', `${C}/x`]) {
      expect(requestOperation(`http://localhost${path}`, any)).toBe(routedOperation(path));
    }
  });
});

describe('operationPattern', () => {
  it.each([
    [undefined, `https://any.example${C}`, true],
    [undefined, `http://localhost:5173${C}//`, true],
    [undefined, `http://localhost${C.replace('configs', '%63onfigs')}`, true],
    [undefined, `http://localhost${C.replace('configs', '%63onfig%73')}/`, true],
    [undefined, `http://localhost${C.replace('/configs', '%2fconfigs')}`, true],
    [undefined, `http://localhost${C}%2F`, false],
    [undefined, `http://localhost${C.replace('configs', 'Configs')}`, false],
    [undefined, `http://localhost${C}x`, false],
    [undefined, `http://localhost${N}`, false],
    ['https://api.example.com', `https://api.example.com${C}`, true],
    ['https://api.example.com', `https://api.example.com.evil.example${C}`, false],
    ['https://api.example.com', `https://other.example.com${C}`, false],
    ['https://api.example.com/v2', `https://api.example.com/v2${C}/`, true],
    ['https://api.example.com/v2', `https://api.example.com/v20${C}`, false],
    ['/api-prefix', `http://localhost/api-prefix${C}`, true],
  ])('%s: admits %s: %s', (baseUrl, url, admitted) => {
    expect(operationPattern(handlersBase(baseUrl), C).test(url)).toBe(admitted);
  });

  // Spellings of an operation's path: each character as itself or escaped (either hex case), trailing slashes, and now
  // and then a change that names no route (another case, an escaped trailing slash, a character more or less).
  const spelling = (path: string) =>
    fc
      .tuple(
        fc.array(fc.constantFrom('as is', 'upper', 'lower'), { minLength: path.length, maxLength: path.length }),
        fc.nat(3),
        fc.constantFrom('', '', '', '%2F', 'X', 'cut', 'case'),
      )
      .map(([ways, slashes, change]) => {
        let spelled = [...path]
          .map((char, i) => {
            const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
            return ways[i] === 'as is' ? char : `%${ways[i] === 'upper' ? hex.toUpperCase() : hex}`;
          })
          .join('');
        if (change === 'cut') spelled = spelled.slice(0, -1);
        if (change === 'case') spelled = spelled.replace(/[a-z]/, (c) => c.toUpperCase());
        if (change === '%2F' || change === 'X') spelled += change;
        return `${spelled}${'/'.repeat(slashes)}`;
      });

  it.each([
    [undefined, C],
    [undefined, N],
    ['https://api.example.com/v2', C],
    ['https://api.example.com/v2', N],
  ])('under %s admits a spelling of %s exactly when the shared function routes it there', (baseUrl, path) => {
    const base = handlersBase(baseUrl);
    const origin = baseUrl ?? 'http://localhost:5173';
    const pattern = operationPattern(base, path);
    fc.assert(
      fc.property(spelling(path), (spelled) => {
        const url = `${origin}${spelled}`;
        expect(pattern.test(url)).toBe(requestOperation(url, base)?.path === path);
      }),
      { numRuns: 500 },
    );
  });
});
