// `npm run soak`: bounded load on a mock child process (loopback, autocannon) mixing valid and invalid requests. Every
// answer must be the JSON envelope below 500, with no connection errors, and the mock's RSS (and heap) may grow by less
// than 10% from the end of the warm-up to the end of the run (no leak). Prints the verdicts, p99, throughput and RSS;
// exits 1 on a failure.
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { rssOf, launchMock, type Started } from './bench/processes.js';
import { classifyAnswer, type AnswerHeaders } from './soak/classify-answer.js';
import { growth, settledMemory } from './soak/memory-of.js';
import { requestMix, seededRandom, type SoakRequest } from './soak/request-mix.js';
import { soakText, type SoakSummary } from './soak/soak-report.js';
import { SoakTally } from './soak/soak-tally.js';

const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '10' },
    seed: { type: 'string', default: '1' },
    json: { type: 'boolean' },
  },
});
const positive = (name: string, text: string | undefined) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive integer (received ${JSON.stringify(text)})`);
  return value;
};
const SECONDS = positive('seconds', flags.seconds);
const CONNECTIONS = positive('connections', flags.connections);
/** Long enough for every bounded cache (projections, configs subsets, preference worlds) to fill at this load. */
const WARMUP = positive('warmup', flags.warmup);
const MAX_GROWTH = 0.1;
/** Memory is read once the mock is idle, right after full collections forced by a probe loaded into it (scripts/soak/memory-probe.mjs). */
const PROBE = ['--expose-gc', '--import', './scripts/soak/memory-probe.mjs'];
const say = (text: string) => (flags.json ? undefined : process.stderr.write(`${text}\n`));

/** One autocannon run of the mix: each answer is classified and counted; autocannon's result has latency and errors. */
function load(url: string, seconds: number, next: () => SoakRequest, tally: SoakTally) {
  const { port } = new URL(url);
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    requests: [
      {
        setupRequest: (request, context) => {
          const chosen = next();
          (context as { sent?: SoakRequest }).sent = chosen;
          return {
            ...request,
            method: chosen.method,
            path: chosen.path,
            headers: { ...chosen.headers, host: `127.0.0.1:${port}` },
          };
        },
        onResponse: (status, body, context, headers) => {
          tally.record(
            (context as { sent: SoakRequest }).sent,
            status,
            classifyAnswer(status, headers as AnswerHeaders, body),
          );
        },
      },
    ],
  });
}

const percent = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}%`;

let mock: Started | undefined;
try {
  say(
    `core-kit soak: node ${process.version}, ${cpus().length} cores, ${CONNECTIONS} connections, ${WARMUP} s warm-up then ${SECONDS} s (loopback)`,
  );
  mock = await launchMock(120, { nodeArgs: PROBE, ipc: true });
  const rssAtStart = await rssOf(mock.child.pid!);
  const next = requestMix(seededRandom(positive('seed', flags.seed)));
  const tally = new SoakTally();
  const warmup = await load(mock.url, WARMUP, next, tally);
  const afterWarmup = await settledMemory(mock.child);
  say(
    `  warmed up: RSS ${(afterWarmup.rss / 2 ** 20).toFixed(1)} MB, heap in use ${(afterWarmup.heapUsed / 2 ** 20).toFixed(1)} MB`,
  );
  const run = await load(mock.url, SECONDS, next, tally);
  const end = await settledMemory(mock.child);
  // autocannon counts timeouts among its errors; the warm-up's answers are held to the same rules.
  const errors = warmup.errors + run.errors;
  const timeouts = warmup.timeouts + run.timeouts;
  const rssGrowth = growth(afterWarmup.rss, end.rss);
  const heapGrowth = growth(afterWarmup.heapUsed, end.heapUsed);
  const summary: SoakSummary = {
    node: process.version,
    cores: cpus().length,
    connections: CONNECTIONS,
    warmupSeconds: WARMUP,
    seconds: SECONDS,
    answers: tally.answers,
    requestsPerSecond: Math.round(run.requests.average),
    latencyMs: { p50: run.latency.p50, p99: run.latency.p99, max: run.latency.max },
    statuses: Object.fromEntries([...tally.statuses].sort((a, b) => a[0] - b[0])),
    kinds: tally.byKind,
    nonEnvelopeSamples: tally.samples,
    memoryBytes: { rssAtStart, afterWarmup, end },
    checks: [
      {
        check: 'every answer is the JSON envelope below 500',
        measured: `${tally.nonEnvelope} of ${tally.answers.toLocaleString('en')} not`,
        pass: tally.nonEnvelope === 0,
      },
      {
        check: 'no connection errors or timeouts',
        measured: `${errors} errors (${timeouts} timeouts)`,
        pass: errors === 0 && timeouts === 0,
      },
      {
        check: `RSS growth after warm-up under ${MAX_GROWTH * 100}%`,
        measured: percent(rssGrowth),
        pass: rssGrowth < MAX_GROWTH,
      },
      {
        check: `heap growth after warm-up under ${MAX_GROWTH * 100}%`,
        measured: percent(heapGrowth),
        pass: heapGrowth < MAX_GROWTH,
      },
    ],
  };
  process.stdout.write(flags.json ? `${JSON.stringify(summary, null, 2)}\n` : `${soakText(summary)}\n`);
  process.exitCode = summary.checks.every((c) => c.pass) ? 0 : 1;
} finally {
  mock?.stop();
}
