// The report a person reads at a glance: checks grouped by endpoint, PASS/FAIL/WARN/INFO/SKIP with provenance,
// and for each failure what was expected, what came back, the feature that broke, the source and a curl line.
// Everything a server sent is escaped (control and bidi characters) before it reaches the terminal.
import { THROTTLE_HINT } from '../kit/polite-client.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../schema/index.js';
import { classify } from '../kit/answer.js';
import { provenanceLabel, type Endpoint, type Outcome } from '../kit/check.js';
import { curlLine, reproEnvironment, type Secrets } from './curl-line.js';
import type { ContractReport } from './contract-report.js';
import type { CheckResult } from '../kit/runner.js';
import { oneLine } from './terminal-safe.js';
import { rootCauses, type RootCauses } from './root-causes.js';
import { failedCount, restsOnLine, rootCauseSection } from './report-root-section.js';
import { secretRedactor } from './redact-secrets.js';
import { refusalLine } from '../preflight/preflight.js';
import { inconclusiveLine } from './inconclusive.js';

const endpoints: [Endpoint, string][] = [
  ['configs', `GET ${CONFIGS_PATH}`],
  ['notifications', `GET ${NOTIFICATION_LIST_PATH}`],
];

/** A failure caused by an answer the spec cannot judge (no answer, 5xx, not JSON, a redirect): one line says it all. */
const isBrokenAnswer = (outcome: Extract<Outcome, { status: 'fail' }>) =>
  outcome.exchange === undefined
    ? outcome.received.startsWith('the deadline')
    : classify(outcome.exchange).kind === 'broken';

export type Label = 'PASS' | 'FAIL' | 'WARN' | 'INFO' | 'SKIP';

/** WARN: a check resting on the real system failed without --strict; INFO: a check of the mock's own choice failed. */
export function labelOf(result: CheckResult): Label {
  if (result.outcome.status === 'pass') return 'PASS';
  if (result.outcome.status === 'skip') return 'SKIP';
  if (result.blocking) return 'FAIL';
  return result.check.basis === 'mock' ? 'INFO' : 'WARN';
}

const colors: Record<Label, string> = {
  PASS: '\u001b[32m',
  FAIL: '\u001b[31m',
  WARN: '\u001b[33m',
  INFO: '\u001b[36m',
  SKIP: '\u001b[90m',
};

export function summaryLine(report: ContractReport, causes: RootCauses = rootCauses(report.results)): string {
  const count = (label: Label) => report.results.filter((r) => labelOf(r) === label).length;
  const parts = [
    `${count('PASS')} passed`,
    failedCount(count('FAIL'), causes),
    `${count('WARN')} warned (real system)`,
    `${count('INFO')} noted (mock's choice)`,
    `${count('SKIP')} skipped`,
  ];
  const throttled = report.throttled
    ? ` (${report.throttled} answered 429/503 "not yet", ${report.retried ?? 0} retried)`
    : '';
  return `${report.results.length} checks: ${parts.join(', ')} · ${report.requests} requests${throttled} · ${(report.durationMs / 1000).toFixed(1)} s`;
}

const MODES = {
  strict: "strict: spec checks and the real system's facts fail the run; the mock's choices are noted",
  default:
    "spec checks fail the run; the real system's facts warn (--strict makes them fail); the mock's choices are noted",
};

function failureLines(
  result: CheckResult,
  outcome: Extract<Outcome, { status: 'fail' }>,
  secrets: Secrets,
  causes: RootCauses,
): string[] {
  const { check } = result;
  const dependency = causes.dependencies.get(result);
  const lines = dependency ? [`        ${restsOnLine(dependency, causes)}`] : [];
  lines.push(
    `        ${(check.provenance === 'spec' ? 'spec' : 'assumed').padEnd(8)} ${check.source}${check.basis ? ` (${check.basis})` : ''}`,
  );
  if (outcome.feature) lines.push(`        broke    ${oneLine(outcome.feature)}`);
  lines.push(`        expected ${oneLine(outcome.expected)}`, `        received ${oneLine(outcome.received)}`);
  if (outcome.exchange) lines.push(`        repro    ${oneLine(curlLine(outcome.exchange, secrets))}`);
  return lines;
}

/** The text report; nothing of a credential is in it (see redact-secrets). */
export function textReport(report: ContractReport, secrets: Secrets, color = false): string {
  const redact = secretRedactor(secrets);
  const paint = (label: Label) => (color ? `${colors[label]}${label}\u001b[0m` : label);
  const width = Math.max(...report.results.map((r) => r.check.name.length), 10) + 2;
  const causes = rootCauses(report.results);
  const lines = [`core-kit contract · ${report.baseUrl} · ${report.strict ? MODES.strict : MODES.default}`];
  // The first lines say what matters most: the account refused, a run that proved little, the root causes.
  if (report.refused) lines.push('', oneLine(refusalLine(report.refused)));
  if (report.inconclusive) lines.push('', inconclusiveLine(report.inconclusive, report.exitCode));
  const roots = rootCauseSection(causes, redact);
  if (roots.length > 0) lines.push('', ...roots);
  const first = report.results[0]?.outcome;
  if (!report.reachable || report.refused) {
    // One line, not one identical SKIP per check.
    lines.push(
      '',
      `  ${paint('SKIP')}  all ${report.results.length} checks  ${oneLine(first?.status === 'skip' ? first.reason : 'not run')}`,
    );
  } else {
    for (const [endpoint, title] of endpoints) {
      const results = report.results.filter((r) => r.check.endpoint === endpoint);
      if (results.length === 0) continue;
      lines.push('', title);
      for (const result of results) {
        const { check, outcome } = result;
        const note =
          outcome.status === 'pass' && outcome.note
            ? `  (${oneLine(outcome.note)})`
            : outcome.status === 'skip'
              ? `  ${oneLine(outcome.reason)}`
              : '';
        let line =
          `  ${paint(labelOf(result))}  ${check.name.padEnd(width)}${provenanceLabel(check).padEnd(13)}${note}`.trimEnd();
        if (outcome.status === 'fail' && isBrokenAnswer(outcome))
          line += `  ← ${oneLine(outcome.received)}${outcome.exchange ? ` (GET ${oneLine(outcome.exchange.path)})` : ''}`;
        lines.push(line);
        if (outcome.status === 'fail' && !isBrokenAnswer(outcome))
          lines.push(...failureLines(result, outcome, secrets, causes));
      }
    }
  }
  if (!report.reachable) lines.push('', `Could not reach ${report.baseUrl} at all (exit 2).`);
  if (report.onlyThrottled)
    lines.push(
      '',
      `${report.baseUrl} answered every request 429/503 ("not yet"): nothing could be checked (exit 2); ${THROTTLE_HINT}.`,
    );
  const repro = report.results.some((r) => r.outcome.status === 'fail' && r.outcome.exchange);
  lines.push('', summaryLine(report, causes));
  if (repro) lines.push(reproEnvironment(secrets));
  return redact(`${lines.join('\n')}\n`);
}
