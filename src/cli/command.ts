// The shape every subcommand of the core-kit CLI has.

export interface CommandIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
  cwd: string;
}

export interface Command {
  name: string;
  summary: string;
  /** Resolves to the exit code: 0 ok, 1 failure, 2 usage error. */
  run(argv: readonly string[], io: CommandIo): Promise<number>;
}

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;
