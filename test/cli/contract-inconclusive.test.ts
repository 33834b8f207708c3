// Inconclusive is not green: a run whose deadline or request budget left most checks unchecked exits 3 and says why
// in one line; --deadline and --timeout take units (a bare number stays milliseconds, with a note when it reads like
// seconds), and every page of the docs writes them the same way.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDuration } from '../../src/cli/duration-flag.js';
import { coreKit, credentialFlags, projectRoot } from '../helpers/core-kit-process.js';
import { DEMO_CREDENTIALS } from '../../src/mock/world/account-credentials.js';
import { mockPerFile } from '../helpers/mock-per-file.js';

const mock = mockPerFile();

describe('a run its limits left mostly unchecked', () => {
  it('--deadline 120 (read as milliseconds): exit 3, one line naming the deadline and a note on stderr', async () => {
    const { code, stdout, stderr } = await coreKit([
      'contract',
      '--base-url',
      mock().url,
      ...credentialFlags(DEMO_CREDENTIALS),
      '--deadline',
      '120',
    ]);
    expect(code).toBe(3);
    expect(stdout.split('\n')[2]).toMatch(
      /^Inconclusive \(exit 3\): the run deadline \(--deadline 120ms\) passed before \d+ of \d+ checks could run; give the run more time, e\.g\. --deadline 120s\.$/,
    );
    expect(stderr).toContain(
      '--deadline 120 is read as 120 ms (a bare number is milliseconds); write 120s for seconds',
    );
    expect(stdout).not.toMatch(/\bFAIL\b/);
  });

  it('--max-requests 10: exit 3, naming the budget', async () => {
    const { code, stdout } = await coreKit([
      'contract',
      '--base-url',
      mock().url,
      ...credentialFlags(DEMO_CREDENTIALS),
      '--max-requests',
      '10',
    ]);
    expect(code).toBe(3);
    expect(stdout).toMatch(
      /^Inconclusive \(exit 3\): the request budget \(--max-requests 10\) ran out before \d+ of \d+ checks could run; raise --max-requests\.$/m,
    );
  });

  it('--max-body 2048: answers larger are unjudged, not failed; exit 3, naming the cap', async () => {
    const { code, stdout } = await coreKit([
      'contract',
      '--base-url',
      mock().url,
      ...credentialFlags(DEMO_CREDENTIALS),
      '--max-body',
      '2048',
    ]);
    expect(code).toBe(3);
    expect(stdout).toMatch(
      /^Inconclusive \(exit 3\): answers larger than the kit reads left \d+ of \d+ checks unjudged; raise --max-body\.$/m,
    );
    expect(stdout).toMatch(/SKIP .*not judged: the answer to GET \/api\/core\/v1\/.* is a body larger than 2 KB/);
    expect(stdout).not.toMatch(/\bFAIL\b/);
  });

  it('a few checks with units on both limits: exit 0 (what was asked was checked)', async () => {
    const { code, stdout } = await coreKit([
      'contract',
      '--base-url',
      mock().url,
      ...credentialFlags(DEMO_CREDENTIALS),
      '--deadline',
      '90s',
      '--timeout',
      '1500ms',
      '--only',
      'listIsNewestFirst,pagesDoNotOverlap',
    ]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^2 checks: 2 passed/m);
  });

  it.each([
    [
      '--deadline',
      '5x',
      /--deadline must be a duration such as 1500ms, 90s or 2m \(a bare number is milliseconds\) \(received "5x"\)/,
    ],
    ['--deadline', '2h', /--deadline must be from 1 ms to 60 min \(received "2h", 120 min\)/],
    ['--timeout', '0s', /--timeout must be from 1 ms to 10 min/],
    ['--max-body', '100', /--max-body must be from 1024 to 1073741824 \(received 100\)/],
    ['--max-body', '16MB', /--max-body must be an integer \(received "16MB"\)/],
  ])('%s %s is a usage error (exit 2)', async (flag, value, message) => {
    const { code, stderr } = await coreKit([
      'contract',
      '--base-url',
      mock().url,
      ...credentialFlags(DEMO_CREDENTIALS),
      flag,
      value,
    ]);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
  });
});

describe('durations', () => {
  it.each([
    ['1500ms', 1500, false],
    ['90s', 90_000, false],
    ['1.5m', 90_000, false],
    ['1h', 3_600_000, false],
    [' 60000 ', 60_000, true],
    ['2S', 2000, false],
  ])('%j is %i ms', (text, ms, bare) => {
    expect(parseDuration(text)).toEqual({ ms, bare });
  });

  it.each(['', 's', '-5s', '5 minutes', '1e3', '0x10'])('%j is no duration', (text) => {
    expect(parseDuration(text)).toBeUndefined();
  });

  it('are written with their units on every page that names --deadline or --timeout (a bare number only where it is explained)', () => {
    const pages = ['README.md', ...readdirSync(`${projectRoot}docs`).map((f) => `docs/${f}`)].filter((f) =>
      f.endsWith('.md'),
    );
    const unitless = pages.flatMap((page) => {
      const text = readFileSync(`${projectRoot}${page}`, 'utf8');
      return [...text.matchAll(/--(deadline|timeout)[ =](\S+)/g)]
        .filter((m) => !/^(<duration>|\d+(\.\d+)?(ms|s|m|h)\b)/.test(m[2]!))
        .filter((m) => !/keeps working|is read as/.test(text.slice(m.index, m.index + 60)))
        .map((m) => `${page}: ${m[0]}`);
    });
    expect(unitless).toEqual([]);
  });
});
