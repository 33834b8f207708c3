// The shape every subcommand of the core-kit CLI has, and defineCommand(), which gives each one --help.
import { helpText, parseFlags, type FlagSpec, type FlagValues } from './flags.js';

export interface CommandIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
  cwd: string;
}

export interface Command {
  /** Resolves to the exit code: 0 ok, 1 failure, 2 usage error. */
  run(argv: readonly string[], io: CommandIo): Promise<number>;
}

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

export interface CommandSpec {
  usage: string;
  summary: string;
  flags: FlagSpec[];
  footer?: string;
  /** Runs with the parsed flags (env fallbacks and defaults applied); `--help` never reaches it. */
  run(values: FlagValues, io: CommandIo, argv: readonly string[]): Promise<number>;
}

export function defineCommand(spec: CommandSpec): Command {
  return {
    async run(argv, io) {
      const values = parseFlags(spec.flags, argv, io.env);
      if (values.help) {
        io.stdout(helpText(spec.usage, spec.summary, spec.flags, spec.footer));
        return EXIT_OK;
      }
      return spec.run(values, io, argv);
    },
  };
}
