// Notifications are derived on demand from (seed, account, position) and the world's shared structures: a world of
// 300,000 notifications keeps barely more memory than one of 1,000 (the bench's target: at most 64 bytes each).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../helpers/core-kit-process.js';

const run = promisify(execFile);

async function memoryOf(notifications: number): Promise<number> {
  const { stdout } = await run(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'test/helpers/heap-probe.ts', String(notifications)],
    { cwd: projectRoot },
  );
  const probe = JSON.parse(stdout) as { bytes: number; size: number };
  expect(probe.size).toBe(notifications);
  return probe.bytes;
}

describe('memory per notification', () => {
  it('stays within 64 bytes, with the real structures in the world', async () => {
    const [small, large] = await Promise.all([memoryOf(1_000), memoryOf(300_000)]);
    const perNotification = (large - small) / (300_000 - 1_000);
    expect(perNotification).toBeLessThanOrEqual(64);
  }, 60_000);
});
