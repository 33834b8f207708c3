// The mock's port from the environment: CORE_KIT_PORT (and CORE_KIT_HOST) first, since frontend tooling exports PORT
// and HOST for its own server; PORT still works (hosting platforms set it), --port wins over both, and a port taken
// because it came from PORT says so.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreKit, projectRoot } from '../helpers/core-kit-process.js';

let taken: Server;
let takenPort: number;
beforeAll(async () => {
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  takenPort = (taken.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

/** Starts `core-kit serve` with this environment; resolves with the port of its banner (or its exit and output). */
function serve(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ port?: number; code?: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['bin/core-kit.js', 'serve', '--quiet', ...args], {
      cwd: projectRoot,
      env: { ...process.env, PORT: '', HOST: '', CORE_KIT_PORT: '', CORE_KIT_HOST: '', ...env },
    });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Swagger UI +http:\/\/[^:]+:(\d+)\/docs/.exec(output)?.[1];
      if (port) {
        child.kill('SIGTERM');
        resolve({ port: Number(port), output });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('core-kit serve and the port in the environment', () => {
  it('takes CORE_KIT_PORT over PORT', async () => {
    const started = await serve([], { CORE_KIT_PORT: '0', PORT: String(takenPort) });
    expect(started.port).toBeGreaterThan(0);
    expect(started.port).not.toBe(takenPort);
  });

  it('takes --port over CORE_KIT_PORT', async () => {
    const started = await serve(['--port', '0'], { CORE_KIT_PORT: String(takenPort) });
    expect(started.port).not.toBe(takenPort);
  });

  it('still reads PORT alone, and names it when that port is taken', async () => {
    const stopped = await serve([], { PORT: String(takenPort) });
    expect(stopped.code).toBe(2);
    expect(stopped.output).toContain(
      "this port came from PORT, which other tools set for their own server: give the mock's with CORE_KIT_PORT or --port",
    );
  });

  it('says the order in --help', async () => {
    const { stdout } = await coreKit(['serve', '--help']);
    expect(stdout).toMatch(
      /--port <n> +Port to listen on \(0: any free port\)\. \(default: 4010; env: CORE_KIT_PORT, then PORT\)/,
    );
    expect(stdout).toMatch(/env: CORE_KIT_HOST, then HOST\)/);
  });
});
