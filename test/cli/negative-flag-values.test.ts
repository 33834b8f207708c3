// A negative number given to a flag (`serve --port -1`, `fixtures --notifications -3`) was refused by node:util's
// parser as "Option '--port' argument is ambiguous. Did you forget to specify the option argument for '--port'? To
// specify an option argument starting with a dash use '--port=-XYZ'.", three lines that name no bound. Now the number is
// the flag's value, refused by the flag's bounds like any other; another value starting with a dash gets one clear line.
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import { parseFlags, type FlagSpec } from '../../src/cli/flags.js';

async function run(argv: string[]): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  const io = { stdout: () => undefined, stderr: (text: string) => void (stderr += text), env: {}, cwd: process.cwd() };
  return { code: await main(argv, io), stderr };
}

const specs: FlagSpec[] = [
  { name: 'port', type: 'string', description: '' },
  { name: 'quiet', type: 'boolean', description: '' },
];

describe('parseFlags and a value that starts with a dash', () => {
  it.each([
    [['--port', '-1'], { port: '-1' }],
    [['--port', '-0.5', '--quiet'], { port: '-0.5', quiet: true }],
    [['--port=-7'], { port: '-7' }],
  ])('%j → %j', (argv, expected) => {
    expect(parseFlags(specs, argv, {})).toMatchObject(expected);
  });

  it('a value starting with a dash that is no number: one line saying how to give it', () => {
    expect(() => parseFlags(specs, ['--port', '-x'], {})).toThrow(
      /^--port needs a value, and the next argument starts with a dash: write --port=-… for a value that does$/,
    );
  });
});

describe('the CLI given a negative number', () => {
  it.each([
    [['serve', '--port', '-1'], 'core-kit serve: --port must be from 0 to 65535 (received -1)\n'],
    [['serve', '--users', '-1'], 'core-kit serve: --users must be from 0 to 1000 (received -1)\n'],
    [
      ['fixtures', '--out', 'x', '--notifications', '-3'],
      'core-kit fixtures: --notifications must be from 0 to 10000000 (received -3)\n',
    ],
  ])('%j: exit 2, the bound and what came', async (argv, first) => {
    const { code, stderr } = await run(argv);
    expect(code).toBe(2);
    expect(stderr.split('\n')[0] + '\n').toBe(first);
    expect(stderr).not.toMatch(/ambiguous|XYZ/);
  });
});
