// `core-kit openapi` through the real bin: formats, --out, --help and usage errors.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreKit } from '../helpers/core-kit-process.js';
import { parse } from 'yaml';

describe('core-kit openapi', () => {
  it('prints the JSON document by default', async () => {
    const { code, stdout } = await coreKit(['openapi']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout).openapi).toBe('3.1.0');
  });

  it('prints YAML with --format yaml, equal to the JSON document', async () => {
    const [json, yaml] = await Promise.all([coreKit(['openapi']), coreKit(['openapi', '--format', 'yaml'])]);
    expect(parse(yaml.stdout)).toEqual(JSON.parse(json.stdout));
    expect(yaml.stdout.startsWith('# Generated')).toBe(true);
  });

  it('writes --out FILE', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'core-kit-')), 'doc.json');
    expect((await coreKit(['openapi', '--out', file])).code).toBe(0);
    expect(JSON.parse(await readFile(file, 'utf8')).info.title).toBe('Community Service API');
  });

  it('prints the document the package ships, byte for byte', async () => {
    const [json, yaml] = await Promise.all([coreKit(['openapi']), coreKit(['openapi', '--format', 'yaml'])]);
    expect(json.stdout).toBe(readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8'));
    expect(yaml.stdout).toBe(readFileSync(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8'));
  });

  it("prints the mock document with --mock: the contract plus the mock's Prefer", async () => {
    const [json, yaml] = await Promise.all([
      coreKit(['openapi', '--mock']),
      coreKit(['openapi', '--mock', '--format', 'yaml']),
    ]);
    expect(json.stdout).toBe(readFileSync(new URL('../../openapi/mock.json', import.meta.url), 'utf8'));
    expect(yaml.stdout).toBe(readFileSync(new URL('../../openapi/mock.yaml', import.meta.url), 'utf8'));
    expect(json.stdout).toContain('"name": "Prefer"');
    expect((await coreKit(['openapi'])).stdout).not.toContain('"name": "Prefer"');
  });

  it.each([
    [['openapi', '--format', 'xml'], /--format must be one of json, yaml/],
    [['openapi', '--nope'], /Unknown option '--nope'/],
    [['openapi', 'extra'], /Unexpected argument 'extra'/],
    [['openapi', '--write'], /Unknown option '--write'/],
    [
      ['openapi', '--out', '/no/such/folder/doc.json'],
      /--out: cannot write "\/no\/such\/folder\/doc.json" \(its folder does not exist\)/,
    ],
    [['frobnicate'], /unknown command "frobnicate"/],
  ])('exits 2 on %j', async (args, message) => {
    const result = await coreKit(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
  });

  // `--out /proc/x` said "its folder does not exist" of /proc; a code without words ("EINVAL") said nothing more.
  it.skipIf(!existsSync('/proc/self'))(
    'names the real reason a path under /proc cannot be written (exit 2)',
    async () => {
      const [created, special, long] = await Promise.all([
        coreKit(['openapi', '--out', '/proc/core-kit-x']),
        coreKit(['openapi', '--out', '/proc/self/status']),
        coreKit(['openapi', '--out', join(tmpdir(), 'x'.repeat(300))]),
      ]);
      expect([created.code, special.code, long.code]).toEqual([2, 2, 2]);
      expect(created.stderr).toContain(
        '--out: cannot write "/proc/core-kit-x" (its folder exists, but its file system takes no new files: ENOENT, no such file or directory)',
      );
      expect(special.stderr).toContain('--out: cannot write "/proc/self/status" (invalid argument: EINVAL)');
      expect(long.stderr).toMatch(/\(name too long: ENAMETOOLONG\)\n/);
    },
  );

  it.each([['--help'], ['openapi', '--help']])('shows help for %j and exits 0', async (...args) => {
    const result = await coreKit(args);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: core-kit/);
  });
});

describe('the bin', () => {
  it('runs the built JavaScript in dist/, never the TypeScript sources', () => {
    const text = readFileSync(new URL('../../bin/core-kit.js', import.meta.url), 'utf8');
    expect(text).toContain("'../dist/cli.js'");
    expect(text).not.toMatch(/tsx|\.ts['"]|mtime/);
  });
});
