// `contract --explore` against a server that answers nothing (it resets or closes every connection, or speaks no
// HTTP): no invariant sees an answer that never came, and the explore check skipped, so the run exited 0, green,
// with every check skipped. Now it fails, saying what came instead of the first page.
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../src/mock/world/account-credentials.js';
import { coreKit, credentialFlags } from '../helpers/core-kit-process.js';

const behaviours: Record<string, (socket: Socket) => void> = {
  resets: (socket) => socket.resetAndDestroy(),
  'speaks another protocol': (socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n'),
};
const servers = new Map<string, ReturnType<typeof createServer>>();
beforeAll(async () => {
  for (const [name, behave] of Object.entries(behaviours)) {
    const server = createServer((socket) => socket.once('data', () => behave(socket)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.set(name, server);
  }
});
afterAll(() => servers.forEach((server) => server.close()));

describe('core-kit contract --explore against a server that answers nothing', () => {
  it.each(Object.keys(behaviours))(
    'one that %s: exit 1, the explore check failing on the missing answer',
    async (name) => {
      const { port } = servers.get(name)!.address() as AddressInfo;
      const args = ['contract', `http://127.0.0.1:${port}`, ...credentialFlags(DEMO_CREDENTIALS)];
      const { code, stdout } = await coreKit(
        [...args, '--explore', '20', '--seed', '1', '--deadline', '20s'],
        {},
        40_000,
      );
      expect(code).toBe(1);
      expect(stdout).toMatch(/FAIL +exploredQueriesHoldTheInvariants +spec +← no answer: /);
    },
  );
});
