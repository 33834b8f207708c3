// A target that echoes a client's tokens base64-encoded (whole, base64url, inside a Basic `aid:token`): the proxy's
// control room showed them in the answer it keeps, though it hid them as sent, escaped and JSON-escaped.
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';
import { onLoopback, type OnLoopback } from '../helpers/on-loopback.js';
import { startTestProxy } from './start-test-proxy.js';

const AID_TOKEN = 'Ab1/Cd2+Ef3/Gh4=Ij5+Kl6';
const UID_TOKEN = 'user-token-Qz81-Wy72';
const b64 = (text: string) => Buffer.from(text).toString('base64');
const echoes = (token: string) => [b64(token), Buffer.from(token).toString('base64url'), b64(`demo:${token}`)];
/** What no output may hold of each echo: the part that is the token's own. */
const secretParts = (token: string) => [b64(token).slice(0, -4), b64(`demo:${token}`).slice(8, -4)];

let target: OnLoopback;
beforeAll(async () => {
  target = await onLoopback(
    createServer((req, res) => {
      const tokens = [req.headers['x-core-aid-token'], req.headers['x-core-uid-token']].map(String);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 31505, message: `bad ${tokens.flatMap(echoes).join(' ')}`, data: null }));
    }),
  );
});
afterAll(() => target.close());

describe('the proxy and a target echoing tokens in base64', () => {
  it('keeps none of them in its control room or its lines', async () => {
    const proxy = await startTestProxy(target.url);
    try {
      const headers = {
        'X-Core-Aid': 'demo',
        'X-Core-Aid-Token': AID_TOKEN,
        'X-Core-Uid': '1',
        'X-Core-Uid-Token': UID_TOKEN,
      };
      const answer = await fetch(`${proxy.url}${NOTIFICATION_LIST_PATH}`, { headers });
      expect(answer.status).toBe(200);
      await answer.text();
      const rows = (await (await fetch(`${proxy.url}/__core/requests`)).json()) as {
        data: { entries: { id: number }[] };
      };
      const detail = await (await fetch(`${proxy.url}/__core/requests/${rows.data.entries[0]!.id}`)).text();
      expect(detail).toContain('bad [redacted]');
      for (const shown of [detail, JSON.stringify(rows), proxy.lines.join('\n')])
        for (const part of [AID_TOKEN, UID_TOKEN].flatMap(secretParts)) expect(shown).not.toContain(part);
    } finally {
      await proxy.close();
    }
  });
});
