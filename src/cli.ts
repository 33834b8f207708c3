// The core-kit CLI: dispatches to its subcommands, each loaded only when used; exit 0 ok, 1 failure, 2 usage error.
import { EXIT_OK, EXIT_USAGE, type Command, type CommandIo } from './cli/command.js';
import { UsageError } from './cli/flags.js';

interface CommandEntry {
  name: string;
  summary: string;
  load: () => Promise<Command>;
}

const commands: CommandEntry[] = [
  {
    name: 'serve',
    summary: 'Start the mock server (seeded world, Swagger UI at /docs).',
    load: async () => (await import('./cli/serve-command.js')).serveCommand,
  },
  {
    name: 'fixtures',
    summary: 'Write a seeded world as editable JSON fixtures.',
    load: async () => (await import('./cli/fixtures-command.js')).fixturesCommand,
  },
  {
    name: 'contract',
    summary: "Run the contract checks against any implementation's URL.",
    load: async () => (await import('./cli/contract-command.js')).contractCommand,
  },
  {
    name: 'proxy',
    summary: 'Forward to a real backend, validating (and recording) every answer.',
    load: async () => (await import('./cli/proxy-command.js')).proxyCommand,
  },
  {
    name: 'openapi',
    summary: 'Print or write the OpenAPI 3.1 document.',
    load: async () => (await import('./cli/openapi-command.js')).openapiCommand,
  },
];

const overview = () =>
  [
    'Usage: core-kit <command> [options]',
    '',
    'Mock server and contract-test kit for the Community Service API.',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(10)}${c.summary}`),
    '',
    'Run `core-kit <command> --help` for its options.',
    '',
  ].join('\n');

/** Commands whose process ends when they return (`serve` and `proxy` return while their server keeps running). */
const ONE_SHOT = new Set(['contract']);

/** The command ends with its output: the bin exits right after, whatever is still pending. */
export const endsWithItsOutput = (argv: readonly string[]): boolean => ONE_SHOT.has(argv[0] ?? '');

export const processIo = (): CommandIo => ({
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.cwd(),
});

export async function main(argv: readonly string[], io: CommandIo = processIo()): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(overview());
    return name === undefined ? EXIT_USAGE : EXIT_OK;
  }
  const entry = commands.find((c) => c.name === name);
  if (!entry) {
    io.stderr(`core-kit: unknown command "${name}"\n\n${overview()}`);
    return EXIT_USAGE;
  }
  try {
    return await (await entry.load()).run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`core-kit ${name}: ${error.message}\nRun \`core-kit ${name} --help\` for usage.\n`);
      return EXIT_USAGE;
    }
    // Not a finding about the server under test (exit 1): a fault of this tool, said in one line.
    const detail = io.env.CORE_KIT_DEBUG
      ? `\n${error instanceof Error ? error.stack : ''}`
      : ' (CORE_KIT_DEBUG=1 shows the stack)';
    io.stderr(
      `core-kit ${name}: unexpected error: ${error instanceof Error ? error.message : String(error)}${detail}\n`,
    );
    return EXIT_USAGE;
  }
}
