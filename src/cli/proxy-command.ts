// `core-kit proxy`: a validating (and recording) proxy in front of a real backend; violations on stderr, a summary on exit.
import { resolve } from 'node:path';
import { InvalidBaseUrl, parseBaseUrl, terminalSafe } from '../contract/index.js';
import {
  parseAllowedHosts,
  prepareRecordDir,
  ProxyJournal,
  RECORDING_NOTE,
  RecordTargetError,
  startProxy,
  workerInspector,
  writeRecording,
  type ProxyCounts,
} from '../proxy/index.js';
import { defineCommand, EXIT_FAILURE, EXIT_OK } from './command.js';
import { integerFlag, UsageError, type FlagValues } from './flags.js';
import { proxyFlags } from './proxy-flags.js';

const usage =
  'core-kit proxy --target URL [--port 4010] [--host 127.0.0.1] [--allow-host NAMES] [--strict] [--fail-on-violation] [--record DIR]';
const summary = 'Forward every request to a real backend and hold each answer of the two operations to the contract.';
const footer =
  'Exit 0 when no answer broke the contract, 1 when one did (counted in the summary printed on exit), 2 on a usage error. Recordings never hold a header, and every secret a client sent (credential headers, cookies, secret-named query values and path parameters) is scrubbed from them and from what the proxy prints, wherever the target echoed it.';

function summaryText(counts: ProxyCounts): string {
  const rules = [...counts.byRule].map(([rule, n]) => `${rule} ${n}`).join(', ');
  return `core-kit proxy: ${counts.requests} requests, ${counts.judged} answers of the operations judged, ${counts.violations} violation(s)${rules ? ` (${rules})` : ''}, ${counts.failures} target failure(s)\n`;
}

function targetOf(values: FlagValues): URL {
  if (typeof values.target !== 'string' || values.target === '')
    throw new UsageError('--target is required (or CORE_PROXY_TARGET)');
  try {
    return new URL(parseBaseUrl(values.target));
  } catch (error) {
    if (error instanceof InvalidBaseUrl)
      throw new UsageError(`--target: ${error.message.replace('the base URL', 'the target URL')}`);
    throw error;
  }
}

function allowedHostsOf(values: FlagValues): string[] {
  if (typeof values['allow-host'] !== 'string') return [];
  const parsed = parseAllowedHosts(values['allow-host']);
  if (!parsed.ok) throw new UsageError(`--allow-host: ${JSON.stringify(parsed.entry)} is not a host name (or any)`);
  return parsed.hosts;
}

export const proxyCommand = defineCommand({
  usage,
  summary,
  flags: proxyFlags,
  footer,
  async run(values, io) {
    const target = targetOf(values);
    const limits = {
      timeoutMs: integerFlag(values, 'timeout', 1, 600_000)!,
      maxBodyBytes: integerFlag(values, 'max-body', 1024, 1024 ** 3)!,
      maxConnections: integerFlag(values, 'max-connections', 1, 100_000)!,
      maxRecordBytes: integerFlag(values, 'max-record', 1024, 4 * 1024 ** 3)!,
    };
    const allowedHosts = allowedHostsOf(values);
    const say = (line: string) => io.stderr(`${terminalSafe(line)}\n`);
    const journalSize = integerFlag(values, 'journal-size', 0, 10_000)!;
    const shownDir = typeof values.record === 'string' ? terminalSafe(values.record) : '';
    const recordDir = typeof values.record === 'string' ? resolve(io.cwd, values.record) : null;
    // Before listening: a recording that could not be written is refused now, not lost at exit.
    if (recordDir)
      await prepareRecordDir(recordDir, shownDir).catch((error: Error) => {
        throw error instanceof RecordTargetError ? new UsageError(error.message) : error;
      });
    const inspector = workerInspector(
      {
        strict: values.strict === true,
        maxBodyBytes: limits.maxBodyBytes,
        maxRecordBytes: recordDir ? limits.maxRecordBytes : null,
      },
      say,
    );
    const proxy = await startProxy({
      target,
      port: integerFlag(values, 'port', 0, 65_535)!,
      host: String(values.host),
      limits,
      inspector,
      failOnViolation: values['fail-on-violation'] === true,
      report: say,
      journal: journalSize > 0 ? new ProxyJournal(journalSize) : null,
      remoteControl: values['remote-control'] === true,
      allowedHosts,
      strict: values.strict === true,
    }).catch(async (error: NodeJS.ErrnoException) => {
      await inspector.close();
      throw new UsageError(
        `cannot listen on ${String(values.host)}:${String(values.port)} (${error.code ?? error.message})`,
      );
    });
    // Listening for Ctrl-C before the banner says we are up: a signal right after it must still write the recording.
    const stopped = new Promise<void>((done) => {
      const stop = () => {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
        done();
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
    io.stdout(
      `core-kit proxy on ${proxy.url} → ${target.href}${values.strict ? ' (strict)' : ''}${values['fail-on-violation'] ? ', violations answered 502' : ''}${recordDir ? `, recording into ${shownDir}` : ''}\n`,
    );
    if (journalSize > 0) io.stdout(`  control room: ${proxy.url}/__core/ (every exchange and its violations)\n`);
    await stopped;
    await proxy.close();
    const recording = recordDir ? await inspector.recording(RECORDING_NOTE) : null;
    await inspector.close();
    if (recording && recordDir) {
      const { written, keptAside } = await writeRecording(recordDir, recording.files);
      const accounts = recording.accounts;
      const lines = [
        `core-kit proxy: recorded ${written.join(', ')} into ${shownDir}${accounts.length ? '' : ' (no account was seen)'}`,
      ];
      for (const [name, temporary] of keptAside)
        lines.push(`  ${name} appeared in ${shownDir} while recording: kept it; the recording's is ${temporary}`);
      const [first, ...others] = accounts;
      // The first account serves as the mock's demo account (its flags); the others come from accounts.json.
      if (first)
        lines.push(
          `  serve it: core-kit serve --fixtures ${shownDir} --aid ${first.aid} --aid-token ${first.aidToken} --uid ${first.uid} --uid-token ${first.uidToken}`,
        );
      for (const a of others)
        lines.push(
          `  account ${a.aid}: X-Core-Aid-Token ${a.aidToken}, X-Core-Uid ${a.uid}, X-Core-Uid-Token ${a.uidToken}`,
        );
      io.stdout(`${lines.map(terminalSafe).join('\n')}\n`);
    }
    io.stderr(summaryText(proxy.counts));
    return proxy.counts.violations > 0 ? EXIT_FAILURE : EXIT_OK;
  },
});
