// No secret reaches the journal's views, even through an answer that quotes it: the mock's 404 quotes the path as
// sent, its 10000s quote the value received, so a token sent in the path or as a parameter came back in the detail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../src/mock/launch-mock.js';
import { credentialHeaders, DEMO_CREDENTIALS } from '../../src/mock/world/account-credentials.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';

const DEMO = credentialHeaders(DEMO_CREDENTIALS);
const WORLD_TOKEN = DEMO_CREDENTIALS.uidToken;
const OWN = 'own-token-7f3a9c';
let mock: RunningMock;

beforeAll(async () => {
  mock = await launchMock({ port: 0, nowMs: Date.parse('2026-11-22T12:00:00Z') });
});
afterAll(() => mock.close());

async function detailOf(path: string, headers: Record<string, string> = {}): Promise<string> {
  const answer = await fetch(`${mock.url}${path}`, { headers }).then((r) => r.text());
  const list = (await fetch(`${mock.url}/__core/requests?limit=1&verdicts=false`).then((r) => r.json())) as {
    data: { entries: { id: number }[] };
  };
  const detail = await fetch(`${mock.url}/__core/requests/${list.data.entries[0]!.id}`).then((r) => r.text());
  return `${answer}\n${detail}`;
}

describe("the journal's detail of a request whose answer quotes a secret", () => {
  it.each([
    ['a token the world knows, in the path (the 404 quotes it)', `/api/core/v1/${WORLD_TOKEN}/x`, {}, WORLD_TOKEN],
    ['it percent-encoded', `/api/core/v1/${encodeURIComponent(WORLD_TOKEN).replace('-', '%2D')}/x`, {}, WORLD_TOKEN],
    ['its own header token, in the path', `/api/core/v1/${OWN}`, { 'x-core-uid-token': OWN }, OWN],
    [
      'a world token as a parameter value (the 10000 quotes it)',
      `${NOTIFICATION_LIST_PATH}?pageSize=${WORLD_TOKEN}`,
      DEMO,
      WORLD_TOKEN,
    ],
    ['a secret-named parameter the answer quotes', `/api/core/v1/x?access_token=q-secret-4411`, {}, 'q-secret-4411'],
    [
      'a secret-named path parameter (the 404 quotes it)',
      `/api/core/v1/access_token=p-secret-5522/x`,
      {},
      'p-secret-5522',
    ],
    ['a matrix parameter naming a key', `/api/core/v1/x;api_key=m-secret-6633`, {}, 'm-secret-6633'],
    [
      'a secret-named path parameter past the first 2 KB of the URL',
      `/api/core/v1/${'p'.repeat(3_000)}/access_token=l-secret-7744`,
      {},
      'l-secret-7744',
    ],
    [
      'a token the world knows, astride the 2 KB the row shows',
      `/api/core/v1/${'p'.repeat(2_048 - 19)}/${WORLD_TOKEN}/x`,
      {},
      WORLD_TOKEN.slice(0, 8),
    ],
  ])('%s', async (_what, path, headers: Record<string, string>, secret) => {
    const [answer, detail] = (await detailOf(path, headers)).split('\n');
    expect(JSON.parse(detail!).code).toBe(0);
    // The detail shows the answer, only with the secret taken out.
    expect(detail).toContain('[redacted]');
    expect(detail).not.toContain(secret);
    expect(answer!.length).toBeGreaterThan(0);
  });

  it('still shows an answer that holds no secret as it was', async () => {
    const [answer, detail] = (await detailOf(`${CONFIGS_PATH}?keys=site_name`)).split('\n');
    const shown = JSON.parse(detail!) as { data: { answer: { text: string } } };
    expect(shown.data.answer.text).toBe(answer);
  });
});
