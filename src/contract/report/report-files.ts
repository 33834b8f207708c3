// Machine-readable reports of a contract run: JSON (--json FILE) and JUnit XML (--junit FILE).
import { curlLine, reproEnvironment, type Secrets } from './curl-line.js';
import { reportRecord } from './report-record.js';
import { labelOf, summaryLine } from './report-text.js';
import { xmlComment, xmlText } from './xml-text.js';
import { provenanceLabel } from '../kit/check.js';
import type { ContractReport } from './contract-report.js';
import { rootCauses } from './root-causes.js';
import { restsOnLine } from './report-root-section.js';
import { secretRedactor } from './redact-secrets.js';

export const jsonReport = (report: ContractReport, secrets: Secrets): string =>
  secretRedactor(secrets)(`${JSON.stringify(reportRecord(report, secrets), null, 2)}\n`);

/** One testsuite per endpoint; a WARN or INFO (a failure that does not fail the run) is a passing testcase with its note in system-out. */
export function junitReport(report: ContractReport, secrets: Secrets): string {
  const redact = secretRedactor(secrets);
  /** XML text: secrets redacted before escaping, markup escaped, control and bidi characters escaped. */
  const xml = (text: string) => xmlText(redact(text));
  const causes = rootCauses(report.results);
  const suites = ['configs', 'notifications'].map((endpoint) => {
    const results = report.results.filter((r) => r.check.endpoint === endpoint);
    const cases = results.map((r) => {
      const name = `${xml(r.check.name)} [${provenanceLabel(r.check)}]`;
      const time = (r.durationMs / 1000).toFixed(3);
      const o = r.outcome;
      let body = '';
      if (o.status === 'skip') body = `<skipped message="${xml(o.reason)}"/>`;
      else if (o.status === 'fail') {
        const dependency = causes.dependencies.get(r);
        const restsOn = dependency ? `${restsOnLine(dependency, causes)}: ` : '';
        const detail = `${restsOn}${r.check.source}${r.check.basis ? ` (${r.check.basis})` : ''}${o.feature ? `\nbroke ${o.feature}` : ''}\nexpected ${o.expected}\nreceived ${o.received}${o.exchange ? `\nrepro ${curlLine(o.exchange, secrets)}` : ''}`;
        const why =
          labelOf(r) === 'INFO'
            ? "INFO (the mock's own choice; never fails a run)"
            : "WARN (the real system's fact; fails the run only with --strict)";
        body = r.blocking
          ? `<failure message="${xml(`${restsOn}expected ${o.expected}`)}">${xml(detail)}</failure>`
          : `<system-out>${xml(`${why}\n${detail}`)}</system-out>`;
      }
      return `    <testcase classname="core-kit.contract.${endpoint}" name="${name}" time="${time}">${body}</testcase>`;
    });
    const failures = results.filter((r) => r.blocking).length;
    const skipped = results.filter((r) => r.outcome.status === 'skip').length;
    return `  <testsuite name="${endpoint}" tests="${results.length}" failures="${failures}" skipped="${skipped}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  return redact(
    `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="core-kit contract" tests="${report.results.length}" failures="${report.results.filter((r) => r.blocking).length}">\n<!-- ${xmlComment(redact(`${summaryLine(report, causes)}; ${reproEnvironment(secrets)}`))} -->\n${suites.join('\n')}\n</testsuites>\n`,
  );
}
