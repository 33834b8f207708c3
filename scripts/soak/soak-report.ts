// The soak's report: a table per kind of request, statuses, throughput and latency, RSS, and the checks with verdicts.
import type { KindCount, Sample } from './soak-tally.js';

export interface Check {
  check: string;
  measured: string;
  pass: boolean;
}

export interface SoakSummary {
  node: string;
  cores: number;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  answers: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  statuses: Record<string, number>;
  kinds: KindCount[];
  nonEnvelopeSamples: Sample[];
  /** After a forced full collection (the heap as live data; RSS without the collector's slack), except `atStart`. */
  memoryBytes: {
    rssAtStart: number;
    afterWarmup: { rss: number; heapUsed: number };
    end: { rss: number; heapUsed: number };
  };
  checks: Check[];
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const n = (value: number) => value.toLocaleString('en');

export function soakText(s: SoakSummary): string {
  const lines = [
    '',
    '| requests | answers | success | error envelope | not the envelope |',
    '|---|---:|---:|---:|---:|',
  ];
  for (const k of s.kinds)
    lines.push(`| ${k.kind} | ${n(k.answers)} | ${n(k.successes)} | ${n(k.errors)} | ${n(k.nonEnvelope)} |`);
  lines.push(
    '',
    `HTTP statuses: ${Object.entries(s.statuses)
      .map(([status, count]) => `${status} × ${n(count)}`)
      .join(', ')}`,
  );
  lines.push(
    `Main run (${s.seconds} s): ${n(s.requestsPerSecond)} req/s, latency p50 ${s.latencyMs.p50} ms, p99 ${s.latencyMs.p99} ms, max ${s.latencyMs.max} ms`,
  );
  const { rssAtStart, afterWarmup, end } = s.memoryBytes;
  lines.push(
    `RSS: ${mb(rssAtStart)} at start, ${mb(afterWarmup.rss)} after the ${s.warmupSeconds} s warm-up, ${mb(end.rss)} at the end (heap in use ${mb(afterWarmup.heapUsed)}, then ${mb(end.heapUsed)}; each the lowest of six readings after a full collection, once idle)`,
  );
  for (const sample of s.nonEnvelopeSamples)
    lines.push(
      `  not the envelope: ${sample.kind}: ${sample.method} ${sample.path} → ${sample.status}: ${sample.reason}`,
    );
  lines.push(
    '',
    '| check | measured | |',
    '|---|---|---|',
    ...s.checks.map((c) => `| ${c.check} | ${c.measured} | ${c.pass ? 'PASS' : 'FAIL'} |`),
    '',
  );
  return lines.join('\n');
}
