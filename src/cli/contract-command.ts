// `core-kit contract`: runs the contract checks against any implementation's URL and reports where it breaks the spec.
import {
  allChecks,
  contractSecrets,
  executeContract,
  jsonReport,
  junitReport,
  provenanceLabel,
  secretRedactor,
  textReport,
  UnknownCheckNames,
} from '../contract/index.js';
import { defineCommand, EXIT_OK } from './command.js';
import { assertWritable, writeOutput } from './write-output.js';
import { UsageError } from './flags.js';
import { contractFlags } from './contract-flags.js';
import { contractOptions, givenSecrets } from './contract-options.js';
import { bareDurationNote } from './duration-flag.js';

const usage = 'core-kit contract [--base-url] URL --aid A --aid-token T --uid U --uid-token UT [options]';
const summary =
  'Run the contract checks against an implementation over HTTP (GET only) and report where it breaks the spec.';
const footer =
  'Exit 0: every spec check passed (and, with --strict, every check resting on the real system); 1: a check failed; 2: usage error, the server could not be reached, answered nothing but 429/503, or refused the test account; 3: inconclusive (the deadline, the request budget, throttling or answers beyond --max-body left most checks unchecked).';

/** `--list`: name, endpoint, provenance and source of each check, its why, and what it rests on. */
const checkList = () => {
  const width = Math.max(...allChecks.map((c) => c.name.length)) + 2;
  return `${allChecks
    .map(
      (c) =>
        `${c.name.padEnd(width)}${c.endpoint.padEnd(15)}${provenanceLabel(c).padEnd(13)}${c.source}\n${' '.repeat(width)}${c.why}${c.restsOn.length > 0 ? `\n${' '.repeat(width)}rests on: ${c.restsOn.join(', ')}` : ''}`,
    )
    .join('\n')}\n`;
};

export const contractCommand = defineCommand({
  usage,
  summary,
  flags: contractFlags,
  footer,
  async run(values, io) {
    if (values.list) {
      io.stdout(checkList());
      return EXIT_OK;
    }
    // Nothing the command prints (a usage error echoing a value included) carries a credential.
    const redact = secretRedactor(givenSecrets(values));
    let options;
    try {
      options = contractOptions(values);
    } catch (error) {
      throw error instanceof UsageError ? new UsageError(redact(error.message)) : error;
    }
    // The trap of a first run: `--deadline 120` meant as seconds (a short --timeout is a choice people make).
    const note = bareDurationNote(values, 'deadline');
    if (note) io.stderr(`core-kit contract: ${note}\n`);
    for (const flag of ['json', 'junit'] as const) {
      const path = values[flag];
      if (typeof path === 'string') await assertWritable(io.cwd, path, `--${flag}`);
    }
    let report;
    try {
      report = await executeContract(options);
    } catch (error) {
      if (error instanceof UnknownCheckNames) throw new UsageError(error.message);
      throw error;
    }
    const secrets = contractSecrets(options);
    io.stdout(textReport(report, secrets, process.stdout.isTTY === true && !io.env.NO_COLOR));
    if (typeof values.json === 'string') await writeOutput(io.cwd, values.json, jsonReport(report, secrets), '--json');
    if (typeof values.junit === 'string')
      await writeOutput(io.cwd, values.junit, junitReport(report, secrets), '--junit');
    return report.exitCode;
  },
});
