// One bug, one root cause: the first lines of a failing report name the failure the others rest on, each dependent
// failure says which one it rests on, and the summary counts root causes apart, in the text, JSON and JUnit reports.
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startAlteringProxy } from '../contract-kit/mutants/altering-proxy.js';
import { listMutants } from '../contract-kit/mutants/list-mutants.js';
import { onList } from '../contract-kit/mutants/mutant.js';
import { CONTRACT_DEFAULTS, contractSecrets, executeContract } from '../../src/contract/execute-contract.js';
import { textReport } from '../../src/contract/report/report-text.js';
import { reportRecord } from '../../src/contract/report/report-record.js';
import { DEMO_CREDENTIALS } from '../../src/mock/world/account-credentials.js';
import { coreKit, credentialFlags, projectRoot } from '../helpers/core-kit-process.js';
import { mockPerFile } from '../helpers/mock-per-file.js';

/** The example the manual shows: every line but the elisions and the timing-dependent summary. */
const documented = () => {
  const page = readFileSync(`${projectRoot}docs/contract-kit.md`, 'utf8');
  const block = page
    .split('<!-- example: the report of an inverted status filter')[1]!
    .split('```text\n')[1]!
    .split('```')[0]!;
  return block.split('\n').filter((l) => l.trim() !== '' && l.trim() !== '…' && !/^\d+ checks:/.test(l));
};

const mock = mockPerFile();

/** A count query that counts one notification too many (a soft-deleted row), lastPage computed from it. */
const wrongTotal = onList((d) => {
  d.pagination.total += 1;
  d.pagination.lastPage = Math.max(1, Math.ceil(d.pagination.total / d.pagination.pageSize));
});

describe('a report of one planted bug', () => {
  it('an inverted status filter: the first lines name one root cause, the others rest on it', async () => {
    const inverted = listMutants.find((m) => m.name === 'statusInverted')!;
    const proxy = await startAlteringProxy(mock().url, inverted.alteration);
    const dir = await mkdtemp(join(tmpdir(), 'core-kit-roots-'));
    try {
      const { code, stdout } = await coreKit([
        'contract',
        '--base-url',
        proxy.url,
        ...credentialFlags(DEMO_CREDENTIALS),
        '--json',
        join(dir, 'r.json'),
        '--junit',
        join(dir, 'r.xml'),
      ]);
      expect(code).toBe(1);
      const lines = stdout.split('\n');
      expect(lines[2]).toMatch(/^1 root cause of (\d+) failures \(the others rest on them: fix these first/);
      expect(lines[3]).toMatch(
        /^ {2}1\. everyItemHasTheRequestedStatus \(the status filter\): expected readStatus false/,
      );
      expect(lines[4]).toMatch(/^ {5}\d+ failures rest on it: .*statusSplitsTheWholeIntoUnreadAndRead/);
      // Each dependent says what it rests on, under its FAIL line; the summary counts the root apart.
      const dependent = lines.findIndex((l) => /^ {2}FAIL {2}statusSplitsTheWholeIntoUnreadAndRead/.test(l));
      expect(lines[dependent + 1]).toBe(
        '        rests on the status filter (everyItemHasTheRequestedStatus, root cause 1 above)',
      );
      expect(stdout).toMatch(/^\d+ checks: \d+ passed, (\d+) failed \(1 root cause, \d+ resting on it\)/m);
      expect(documented().filter((line) => !lines.includes(line))).toEqual([]);
      expect(stdout).not.toMatch(
        /^ {8}rests on .*everyItemHasTheRequestedStatus.*\n {8}spec .*\n(.*\n)*? {2}FAIL {2}everyItemHasTheRequestedStatus\n {8}rests on/m,
      );

      const json = JSON.parse(await readFile(join(dir, 'r.json'), 'utf8'));
      expect(json.rootCauses).toEqual(['everyItemHasTheRequestedStatus']);
      const failed = json.checks.filter((c: { status: string }) => c.status === 'fail');
      expect(failed.length).toBeGreaterThan(2);
      for (const check of failed)
        if (check.name !== 'everyItemHasTheRequestedStatus')
          expect(check.restsOn, check.name).toEqual({
            check: 'everyItemHasTheRequestedStatus',
            foundation: 'statusFilter',
            rootCause: 'everyItemHasTheRequestedStatus',
          });
      const xml = await readFile(join(dir, 'r.xml'), 'utf8');
      expect(xml).toMatch(
        /<failure message="rests on the status filter \(everyItemHasTheRequestedStatus, root cause 1 above\): expected /,
      );
    } finally {
      await proxy.close();
    }
  });

  it('a wrong total: one root cause, and the walk and the filters that compute from it rest on it', async () => {
    const proxy = await startAlteringProxy(mock().url, { answer: wrongTotal });
    try {
      const options = {
        ...CONTRACT_DEFAULTS,
        baseUrl: proxy.url,
        credentials: DEMO_CREDENTIALS,
        strict: false,
        only: [],
        skip: [],
      };
      const report = await executeContract(options);
      const record = reportRecord(report, contractSecrets(options));
      expect(record.rootCauses).toHaveLength(1);
      const dependents = record.checks.filter((c) => c.restsOn);
      expect(dependents.map((c) => c.name)).toEqual(
        expect.arrayContaining(['walkingEveryPageYieldsTotalDistinctItems', 'perTypeTotalsAddUpToTheWhole']),
      );
      expect(record.summary.fail).toBe(dependents.length + 1);
      expect(textReport(report, contractSecrets(options)).split('\n')[2]).toMatch(/^1 root cause of \d+ failures/);
    } finally {
      await proxy.close();
    }
  });
});
