// `core-kit proxy`: a validating (and recording) proxy in front of a real backend; violations on stderr, a summary on exit.
import { resolve } from 'node:path';
import { parseBaseUrl, InvalidBaseUrl } from '../contract/index.js';
import {
  createAnswerJudge,
  ProxyJournal,
  PROXY_LIMITS,
  startProxy,
  type ProxyCounts,
  Recorder,
  writeRecording,
} from '../proxy/index.js';
import { DEFAULT_HOST, DEFAULT_PORT } from '../schema/index.js';
import { committedDocument, createDocumentValidator } from '../validation/index.js';
import { defineCommand, EXIT_FAILURE, EXIT_OK } from './command.js';
import { integerFlag, UsageError, type FlagSpec } from './flags.js';

const flags: FlagSpec[] = [
  {
    name: 'target',
    type: 'string',
    valueName: 'url',
    env: 'CORE_PROXY_TARGET',
    description: 'The backend to forward to, e.g. https://staging.example.com (its path prefix is kept; required).',
  },
  {
    name: 'port',
    type: 'string',
    valueName: 'n',
    default: String(DEFAULT_PORT),
    env: 'PORT',
    description: 'Port to listen on (0: any free port).',
  },
  {
    name: 'host',
    type: 'string',
    valueName: 'address',
    default: DEFAULT_HOST,
    env: 'HOST',
    description: 'Address to bind.',
  },
  {
    name: 'strict',
    type: 'boolean',
    description: "Also hold answers to the real system's assumptions (the whole document).",
  },
  {
    name: 'fail-on-violation',
    type: 'boolean',
    description: 'Answer 502 in the envelope, naming the violation, instead of passing a violating answer through.',
  },
  {
    name: 'record',
    type: 'string',
    valueName: 'dir',
    description:
      'Record what passes through as fixtures (configs, accounts with new tokens, notifications) for `core-kit serve --fixtures DIR`.',
  },
  {
    name: 'timeout',
    type: 'string',
    valueName: 'ms',
    default: String(PROXY_LIMITS.timeoutMs),
    description: 'Limit for one exchange with the target (then 504).',
  },
  {
    name: 'max-body',
    type: 'string',
    valueName: 'bytes',
    default: String(PROXY_LIMITS.maxBodyBytes),
    description: 'Largest request or answer body passed through (then 502).',
  },
  {
    name: 'max-connections',
    type: 'string',
    valueName: 'n',
    default: String(PROXY_LIMITS.maxConnections),
    description: 'Client connections held at once.',
  },
  {
    name: 'max-record',
    type: 'string',
    valueName: 'bytes',
    default: String(PROXY_LIMITS.maxRecordBytes),
    description: 'Size of the recording at most.',
  },
  {
    name: 'journal-size',
    type: 'string',
    valueName: 'n',
    default: '500',
    description: 'Exchanges the control room (/__core/) keeps, 0 to 10000 (0: no control room).',
  },
  {
    name: 'remote-control',
    type: 'boolean',
    description: 'Let the control room (/__core/) answer other machines too (default: this machine only).',
  },
];

const usage =
  'core-kit proxy --target URL [--port 4010] [--host 127.0.0.1] [--strict] [--fail-on-violation] [--record DIR]';
const summary = 'Forward every request to a real backend and hold each answer of the two operations to the contract.';
const footer =
  'Exit 0 when no answer broke the contract, 1 when one did (counted in the summary printed on exit), 2 on a usage error. Recordings never hold a token, a cookie or an Authorization header.';

function summaryText(counts: ProxyCounts): string {
  const rules = [...counts.byRule].map(([rule, n]) => `${rule} ${n}`).join(', ');
  return `core-kit proxy: ${counts.requests} requests, ${counts.judged} answers of the operations judged, ${counts.violations} violation(s)${rules ? ` (${rules})` : ''}, ${counts.failures} target failure(s)\n`;
}

export const proxyCommand = defineCommand({
  usage,
  summary,
  flags,
  footer,
  async run(values, io) {
    if (typeof values.target !== 'string' || values.target === '')
      throw new UsageError('--target is required (or CORE_PROXY_TARGET)');
    let target: URL;
    try {
      target = new URL(parseBaseUrl(values.target));
    } catch (error) {
      if (error instanceof InvalidBaseUrl)
        throw new UsageError(`--target: ${error.message.replace('the base URL', 'the target URL')}`);
      throw error;
    }
    const limits = {
      timeoutMs: integerFlag(values, 'timeout', 1, 600_000)!,
      maxBodyBytes: integerFlag(values, 'max-body', 1024, 1024 ** 3)!,
      maxConnections: integerFlag(values, 'max-connections', 1, 100_000)!,
      maxRecordBytes: integerFlag(values, 'max-record', 1024, 4 * 1024 ** 3)!,
    };
    const say = (line: string) => io.stderr(`${line}\n`);
    const journalSize = integerFlag(values, 'journal-size', 0, 10_000)!;
    const recordDir = typeof values.record === 'string' ? resolve(io.cwd, values.record) : null;
    const recorder = recordDir ? new Recorder(limits.maxRecordBytes, say) : null;
    const document = committedDocument();
    const judge = createAnswerJudge(
      { spec: createDocumentValidator(document, 'spec'), documented: createDocumentValidator(document, 'documented') },
      { strict: values.strict === true, maxBytes: limits.maxBodyBytes * 8 },
    );
    const proxy = await startProxy({
      target,
      port: integerFlag(values, 'port', 0, 65_535)!,
      host: String(values.host),
      limits,
      judge,
      failOnViolation: values['fail-on-violation'] === true,
      recorder,
      report: say,
      journal: journalSize > 0 ? new ProxyJournal(journalSize) : null,
      remoteControl: values['remote-control'] === true,
      strict: values.strict === true,
    }).catch((error: NodeJS.ErrnoException) => {
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
      `core-kit proxy on ${proxy.url} → ${target.href}${values.strict ? ' (strict)' : ''}${values['fail-on-violation'] ? ', violations answered 502' : ''}${recordDir ? `, recording into ${values.record as string}` : ''}\n`,
    );
    if (journalSize > 0) io.stdout(`  control room: ${proxy.url}/__core/ (every exchange and its violations)\n`);
    await stopped;
    await proxy.close();
    if (recorder && recordDir) {
      const written = await writeRecording(recordDir, recorder);
      const accounts = recorder.recordedAccounts;
      io.stdout(
        `core-kit proxy: recorded ${written.join(', ')} into ${values.record as string}${accounts.length ? '' : ' (no account was seen)'}\n`,
      );
      const [first, ...others] = accounts;
      // The first account serves as the mock's demo account (its flags); the others come from accounts.json.
      if (first)
        io.stdout(
          `  serve it: core-kit serve --fixtures ${values.record as string} --aid ${first.aid} --aid-token ${first.aidToken} --uid ${first.uid} --uid-token ${first.uidToken}\n`,
        );
      for (const a of others)
        io.stdout(
          `  account ${a.aid}: X-Core-Aid-Token ${a.aidToken}, X-Core-Uid ${a.uid}, X-Core-Uid-Token ${a.uidToken}\n`,
        );
    }
    io.stderr(summaryText(proxy.counts));
    return proxy.counts.violations > 0 ? EXIT_FAILURE : EXIT_OK;
  },
});
