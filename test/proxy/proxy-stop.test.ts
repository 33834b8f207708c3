// Ctrl-C on `core-kit proxy` while an exchange waits on a target that never answers: the process stayed until the
// exchange's --timeout (30 s by default) ran out. Now the exchange ends at once, counted as a target failure, and the
// process exits with its summary.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/core-kit-process.js';
import { onLoopback, type OnLoopback } from '../helpers/on-loopback.js';

let hanging: OnLoopback;
beforeAll(async () => {
  hanging = await onLoopback(createServer(() => undefined)); // takes every request, answers none
});
afterAll(() => hanging.close());

describe('core-kit proxy stopped while the target hangs', () => {
  it('exits at once on SIGINT, the waiting exchange counted as a target failure', async () => {
    const child = spawn('node', ['bin/core-kit.js', 'proxy', '--port', '0', '--target', hanging.url], {
      cwd: projectRoot,
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const url = await new Promise<string>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const found = /core-kit proxy on (http:\/\/\S+)/.exec(stdout)?.[1];
        if (found) resolve(found);
      }),
    );
    const waiting = fetch(`${url}/api/core/v1/global/configs`).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stopped = performance.now();
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(performance.now() - stopped).toBeLessThan(5_000); // 30 s before: the exchange's --timeout
    await waiting;
    expect(stderr).toContain('the proxy stopped before the target answered');
    expect(stderr).toMatch(/1 requests, .* 1 target failure\(s\)/);
  }, 20_000);
});
