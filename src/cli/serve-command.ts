// `core-kit serve`: the mock server (npm start): reads its flags (serve-flags.ts), starts it, prints its banner, shuts down cleanly.
import type { AddressInfo } from 'node:net';
import { launchMock } from '../mock/index.js';
import { exposureWarning } from './exposure-warning.js';
import { credentialTable, fixturesSummary, serveBanner } from './serve-banner.js';
import { defineCommand, EXIT_OK, EXIT_USAGE } from './command.js';
import { UsageError } from './flags.js';
import { serveFlags, serveOptions } from './serve-flags.js';

const usage = 'core-kit serve [options]';
const summary = 'Start the mock server: a seeded, deterministic world behind both endpoints, with Swagger UI at /docs.';

/** The port came from PORT, not from --port nor CORE_KIT_PORT. */
const portFromPlainEnv = (argv: readonly string[], env: NodeJS.ProcessEnv) =>
  !argv.some((a) => a === '--port' || a.startsWith('--port=')) && !env.CORE_KIT_PORT && Boolean(env.PORT);

export const serveCommand = defineCommand({
  usage,
  summary,
  flags: serveFlags,
  async run(values, io, argv) {
    const options = serveOptions(values);
    if (values['print-credentials']) {
      io.stdout(credentialTable(options.accounts));
      return EXIT_OK;
    }
    if (values.watch && typeof values.fixtures !== 'string')
      throw new UsageError('--watch needs --fixtures (the file or folder to watch)');
    let fixtures = null;
    if (typeof values.fixtures === 'string') {
      const { loadFixtures } = await import('../mock/index.js');
      const loaded = await loadFixtures(values.fixtures, { cwd: io.cwd, flagAccounts: options.accounts });
      if (!loaded.ok) {
        io.stderr(`core-kit serve: invalid fixtures, not started:\n${loaded.problems.map((p) => `  ${p}\n`).join('')}`);
        return EXIT_USAGE;
      }
      fixtures = loaded.fixtures;
    }
    const log = values.quiet ? null : (line: string) => io.stdout(`${line}\n`);
    const notice = (line: string) => io.stdout(`${line}\n`); // scenario changes: printed even with --quiet
    const mock = await launchMock({ ...options, fixtures, log, notice }).catch((error: NodeJS.ErrnoException) => {
      // An address this machine does not have, or a name that resolves to none: the host is wrong, not the port.
      if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') {
        throw new UsageError(
          `cannot listen on ${options.host} (${error.code}): it is no address of this machine; give one of its addresses or names with --host (or CORE_KIT_HOST), e.g. 127.0.0.1 or 0.0.0.0`,
        );
      }
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') {
        throw new UsageError(
          `cannot listen on ${options.host}:${options.port} (${error.code}); try --port 0 or another --port${portFromPlainEnv(argv, io.env) ? " (this port came from PORT, which other tools set for their own server: give the mock's with CORE_KIT_PORT or --port)" : ''}`,
        );
      }
      throw error;
    });
    const warning = exposureWarning((mock.server.address() as AddressInfo).address);
    if (warning) io.stderr(warning);
    if (fixtures && typeof values.fixtures === 'string') mock.control?.servesFixtures(values.fixtures, fixtures.files);
    let watcher: { close(): void } | null = null;
    if (values.watch && mock.control && typeof values.fixtures === 'string') {
      const { watchFixtures } = await import('../mock/index.js');
      watcher = await watchFixtures({
        path: values.fixtures,
        cwd: io.cwd,
        world: { ...options, nowMs: mock.world.nowMs }, // the same clock: an edit changes the data, not the time
        flagAccounts: options.accounts,
        control: mock.control,
        onReload: (outcome) => {
          if (outcome.ok) notice(`fixtures reloaded: ${fixturesSummary(outcome.fixtures)}`);
          else
            io.stderr(
              `core-kit serve: fixtures edit rejected, still serving the last valid data:\n${outcome.problems.map((p) => `  ${p}\n`).join('')}`,
            );
        },
      });
    }
    // From the process's start (performance.now() counts from its time origin), module loading included.
    io.stdout(serveBanner(mock, { ...options, fixtures }, performance.now()));
    await new Promise<void>((resolve) => {
      const stop = () => {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
        watcher?.close();
        void mock.close().then(resolve);
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
    return EXIT_OK;
  },
});
