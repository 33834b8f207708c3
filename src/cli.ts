// The core-kit CLI: dispatches to its subcommands; exit 0 ok, 1 failure, 2 usage error.
import { EXIT_OK, EXIT_USAGE, type Command, type CommandIo } from './cli/command.js';
import { UsageError } from './cli/flags.js';
import { openapiCommand } from './cli/openapi-command.js';

const commands: Command[] = [openapiCommand];

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
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.stderr(`core-kit: unknown command "${name}"\n\n${overview()}`);
    return EXIT_USAGE;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`core-kit ${name}: ${error.message}\nRun \`core-kit ${name} --help\` for usage.\n`);
      return EXIT_USAGE;
    }
    throw error;
  }
}
