// The request log over real HTTP: no token of any account the world knows ever shows, whoever sends it, wherever in
// the URL and however it is percent-encoded; on the API's lean path and on every other path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../../src/mock/launch-mock.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../../src/schema/paths.js';
import { FIXED_NOW } from '../../helpers/fixed-world.js';
import { headersOf } from '../../helpers/mock-http.js';

const lines: string[] = [];
let mock: RunningMock;
beforeAll(async () => {
  mock = await launchMock({ port: 0, nowMs: FIXED_NOW, extraAccounts: 3, log: (line) => lines.push(line) });
});
afterAll(() => mock.close());

const encodeAll = (text: string) => [...Buffer.from(text)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
const encodeTwice = (text: string) => encodeAll(encodeAll(text));

describe('the request log', () => {
  it("never shows another account's tokens, as sent or percent-encoded, on any path", async () => {
    const [demo, , , other] = mock.accounts;
    const tokens = [other!.aidToken, other!.uidToken];
    const targets = [
      `${NOTIFICATION_LIST_PATH}?pageSize=1&t=${other!.aidToken}`,
      `${NOTIFICATION_LIST_PATH}?pageSize=1&u=${encodeAll(other!.uidToken)}&types=3`,
      `${NOTIFICATION_LIST_PATH}?pageSize=1&x=${encodeTwice(other!.aidToken)}`,
      `${CONFIGS_PATH}?keys=site_name&note=Bearer%20${encodeAll(other!.uidToken)}`,
      `/api/core/v1/${encodeAll(other!.aidToken)}?q=${other!.uidToken}`,
      `/docs/${other!.uidToken}`,
    ];
    lines.length = 0;
    for (const target of targets) await (await fetch(`${mock.url}${target}`, { headers: headersOf(demo!) })).text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines).toHaveLength(targets.length);
    const log = lines.join('\n');
    for (const token of tokens) {
      for (const form of [token, encodeAll(token), encodeTwice(token), token.slice(0, 12)])
        expect(log).not.toContain(form);
    }
    expect(lines[0]).toMatch(/^GET \/api\/core\/v1\/notification\/list\?pageSize=1&t=\[redacted\] → 200 code 0 /);
    expect(lines[1]).toContain('&u=[redacted]&types=3 → 200');
    expect(lines[4]).toMatch(/^GET \/api\/core\/v1\/\[redacted\]\?q=\[redacted\] → 404 /);
  });

  it("still shows the API's own parameters and the account ids", async () => {
    lines.length = 0;
    const target = `${NOTIFICATION_LIST_PATH}?types=3,8&pageSize=2&filterUserType=whitelist&filterUserKeys=fsid,nickname&aid=account-2`;
    await (await fetch(`${mock.url}${target}`, { headers: headersOf(mock.accounts[0]!) })).text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines[0]).toContain(`GET ${target} → 200 code 0`);
  });
});
