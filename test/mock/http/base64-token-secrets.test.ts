// A world token sent base64-encoded (a custom auth header, a debug parameter) is a secret like the token itself: the
// request log, the journal's rows and its detail showed it, although they hid the token as sent, escaped or in a
// Basic credential. So is one sent hex-encoded, in either case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../../src/mock/launch-mock.js';
import { NOTIFICATION_LIST_PATH } from '../../../src/schema/paths.js';
import { FIXED_NOW } from '../../helpers/fixed-world.js';
import { headersOf } from '../../helpers/mock-http.js';

const lines: string[] = [];
let mock: RunningMock;
beforeAll(async () => {
  mock = await launchMock({ port: 0, nowMs: FIXED_NOW, extraAccounts: 1, log: (line) => lines.push(line) });
});
afterAll(() => mock.close());

describe('a token sent base64-encoded', () => {
  it('is hidden from the request log and the journal, in base64 and base64url', async () => {
    const [demo, other] = mock.accounts;
    const forms = [
      Buffer.from(other!.aidToken).toString('base64'),
      Buffer.from(other!.uidToken).toString('base64url'),
      Buffer.from(demo!.uidToken).toString('base64'),
    ];
    const query = forms.map((form, i) => `d${i}=${encodeURIComponent(form)}`).join('&');
    const headers = { ...headersOf(demo!), 'X-Debug': forms.join(' ') };
    await (await fetch(`${mock.url}${NOTIFICATION_LIST_PATH}?pageSize=1&${query}`, { headers })).text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const rows = (await (await fetch(`${mock.url}/__core/requests`)).json()) as { data: { entries: { id: number }[] } };
    const detail = await (await fetch(`${mock.url}/__core/requests/${rows.data.entries[0]!.id}`)).text();
    const shown = [lines.join('\n'), JSON.stringify(rows), detail];
    for (const text of shown) for (const form of forms) expect(text).not.toContain(form.replace(/=+$/, ''));
    expect(lines.at(-1)).toMatch(/d0=\[redacted\]&d1=\[redacted\]&d2=\[redacted\]/);
  });
});

describe('a token sent hex-encoded', () => {
  // Round five: hex (a debug dump, a signature's input) was not among the forms looked for.
  it('is hidden from the request log and the journal, in lower and upper case', async () => {
    const [demo, other] = mock.accounts;
    const forms = [
      Buffer.from(other!.aidToken).toString('hex'),
      Buffer.from(other!.uidToken).toString('hex').toUpperCase(),
    ];
    const query = forms.map((form, i) => `h${i}=${form}`).join('&');
    lines.length = 0;
    await (
      await fetch(`${mock.url}${NOTIFICATION_LIST_PATH}?pageSize=1&${query}`, { headers: headersOf(demo!) })
    ).text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const rows = (await (await fetch(`${mock.url}/__core/requests`)).json()) as { data: { entries: { id: number }[] } };
    const detail = await (await fetch(`${mock.url}/__core/requests/${rows.data.entries[0]!.id}`)).text();
    for (const text of [lines.join('\n'), JSON.stringify(rows), detail])
      for (const form of forms) expect(text.toLowerCase()).not.toContain(form.toLowerCase());
    expect(lines.at(-1)).toMatch(/h0=\[redacted\]&h1=\[redacted\]/);
  });
});
