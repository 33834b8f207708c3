// A target that echoes a client's tokens hex-encoded (lower and upper case) and in base64 or base64url after 0, 1 or 2
// other bytes: the proxy's control room, its lines and its recording showed the hex forms whole, and beside each
// redacted base64 form the characters at the edges of the token's run (carrying some of its bits).
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Recorder } from '../../src/proxy/recorder.js';
import { RECORDING_NOTE } from '../../src/proxy/write-recording.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';
import { echoText, leakedEchoes } from '../helpers/encoded-echoes.js';
import { onLoopback, type OnLoopback } from '../helpers/on-loopback.js';
import { startTestProxy } from './start-test-proxy.js';

const AID_TOKEN = 'Hx7/Kq2+Lm9=Np4-Rs6_Tv8';
const UID_TOKEN = 'user-token-Qz81-Wy72x';

let target: OnLoopback;
beforeAll(async () => {
  target = await onLoopback(
    createServer((req, res) => {
      const echoes = [
        echoText(String(req.headers['x-core-aid-token']), 'a'),
        echoText(String(req.headers['x-core-uid-token']), 'u'),
      ].join(' ');
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(
          req.url!.startsWith(CONFIGS_PATH)
            ? { code: 0, message: 'ok', data: { site_name: echoes } }
            : { code: 31505, message: `bad ${echoes}`, data: null },
        ),
      );
    }),
  );
});
afterAll(() => target.close());

describe('the proxy and a target echoing tokens in hex and base64 at every alignment', () => {
  it('shows no character carrying a token bit in its control room, its lines or its recording', async () => {
    const recorder = new Recorder(50 * 1024 * 1024, () => undefined);
    const proxy = await startTestProxy(target.url, { recorder });
    try {
      const headers = {
        'X-Core-Aid': 'demo',
        'X-Core-Aid-Token': AID_TOKEN,
        'X-Core-Uid': '1',
        'X-Core-Uid-Token': UID_TOKEN,
      };
      for (const path of [NOTIFICATION_LIST_PATH, `${CONFIGS_PATH}?keys=site_name`])
        await (await fetch(`${proxy.url}${path}`, { headers })).text();
      const rows = await (await fetch(`${proxy.url}/__core/requests`)).text();
      const ids = (JSON.parse(rows) as { data: { entries: { id: number }[] } }).data.entries.map((e) => e.id);
      const details = await Promise.all(
        ids.map(async (id) => (await fetch(`${proxy.url}/__core/requests/${id}`)).text()),
      );
      const recording = [...recorder.files(RECORDING_NOTE).values()].join('\n');
      const outputs = [...details, rows, proxy.lines.join('\n'), recording];
      expect(details.join('\n')).toContain('<<a0:[redacted]>>');
      expect(recording).toContain('<<u7:');
      for (const output of outputs) {
        expect(leakedEchoes(output, AID_TOKEN, 'a')).toEqual([]);
        expect(leakedEchoes(output, UID_TOKEN, 'u')).toEqual([]);
      }
      expect(outputs.join('\n').match(/<<[au]\d:/g)!.length).toBeGreaterThanOrEqual(32);
    } finally {
      await proxy.close();
    }
  });
});
