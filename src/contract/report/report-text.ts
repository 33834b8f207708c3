// The report a person reads at a glance: checks grouped by endpoint, PASS/FAIL/WARN/SKIP with provenance,
// and for each failure what was expected, what came back, the spec section and a curl line.
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../schema/paths.js';
import { classify } from '../kit/answer.js';
import type { Endpoint, Outcome } from '../kit/check.js';
import { curlLine, type Secrets } from '../kit/curl.js';
import type { ContractReport } from './contract-report.js';
import type { CheckResult } from '../kit/runner.js';

const endpoints: [Endpoint, string][] = [
  ['configs', `GET ${CONFIGS_PATH}`],
  ['notifications', `GET ${NOTIFICATION_LIST_PATH}`],
];

/** A failure caused by an answer the spec cannot judge (no answer, 5xx, not JSON, a redirect): one line says it all. */
const isBrokenAnswer = (outcome: Extract<Outcome, { status: 'fail' }>) => outcome.exchange === undefined ? outcome.received.startsWith('the deadline') : classify(outcome.exchange).kind === 'broken';

export type Label = 'PASS' | 'FAIL' | 'WARN' | 'SKIP';

/** WARN: an assumed check failed without --strict (it does not fail the run). */
export function labelOf(result: CheckResult): Label {
  if (result.outcome.status === 'pass') return 'PASS';
  if (result.outcome.status === 'skip') return 'SKIP';
  return result.blocking ? 'FAIL' : 'WARN';
}

const colors: Record<Label, string> = { PASS: '\u001b[32m', FAIL: '\u001b[31m', WARN: '\u001b[33m', SKIP: '\u001b[90m' };

export function summaryLine(report: ContractReport): string {
  const count = (label: Label) => report.results.filter((r) => labelOf(r) === label).length;
  const parts = [`${count('PASS')} passed`, `${count('FAIL')} failed`, `${count('WARN')} warned (assumed)`, `${count('SKIP')} skipped`];
  return `${report.results.length} checks: ${parts.join(', ')} · ${report.requests} requests · ${(report.durationMs / 1000).toFixed(1)} s`;
}

export function textReport(report: ContractReport, secrets: Secrets, color = false): string {
  const paint = (label: Label) => (color ? `${colors[label]}${label}\u001b[0m` : label);
  const width = Math.max(...report.results.map((r) => r.check.name.length), 10) + 2;
  const mode = report.strict ? 'strict: spec and assumed checks fail the run' : 'spec checks fail the run; assumed ones warn (--strict makes them fail)';
  const lines = [`core-kit contract · ${report.baseUrl} · ${mode}`];
  for (const [endpoint, title] of endpoints) {
    const results = report.results.filter((r) => r.check.endpoint === endpoint);
    if (results.length === 0) continue;
    lines.push('', title);
    for (const result of results) {
      const { check, outcome } = result;
      const label = labelOf(result);
      const note = outcome.status === 'pass' && outcome.note ? `  (${outcome.note})` : outcome.status === 'skip' ? `  ${outcome.reason}` : '';
      lines.push(`  ${paint(label)}  ${check.name.padEnd(width)}${check.provenance.padEnd(9)}${note}`.trimEnd());
      if (outcome.status === 'fail' && isBrokenAnswer(outcome)) {
        lines[lines.length - 1] = `${lines.at(-1)}  ← ${outcome.received}${outcome.exchange ? ` (GET ${outcome.exchange.path})` : ''}`;
      } else if (outcome.status === 'fail') {
        lines.push(`        ${check.provenance === 'spec' ? 'spec    ' : 'assumed '} ${check.source}`);
        lines.push(`        expected ${outcome.expected}`);
        lines.push(`        received ${outcome.received}`);
        if (outcome.exchange) lines.push(`        repro    ${curlLine(outcome.exchange, secrets)}`);
      }
    }
  }
  if (!report.reachable) lines.push('', `Could not reach ${report.baseUrl} at all (exit 2).`);
  lines.push('', summaryLine(report), '');
  return lines.join('\n');
}
