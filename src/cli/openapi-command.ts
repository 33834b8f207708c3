// `core-kit openapi`: prints the OpenAPI 3.1 document this package ships (openapi/), or writes it to a file: the
// contract by default, the mock document (the contract plus the mock's scenario controls) with --mock.
import { committedDocumentText } from '../validation/index.js';
import { defineCommand, EXIT_OK } from './command.js';
import { choice, type FlagSpec } from './flags.js';
import { writeOutput } from './write-output.js';

const flags: FlagSpec[] = [
  { name: 'format', type: 'string', valueName: 'json|yaml', default: 'json', description: 'Output format.' },
  { name: 'out', type: 'string', valueName: 'file', description: 'Write to this file instead of standard output.' },
  {
    name: 'mock',
    type: 'boolean',
    description:
      "The mock document instead: the contract plus the mock's `Prefer` header, its `__name` twins and the statuses they produce.",
  },
];

const usage = 'core-kit openapi [--format json|yaml] [--out FILE] [--mock]';
const summary = 'The OpenAPI 3.1 document of the Community Service API, generated from the TypeScript contract.';

export const openapiCommand = defineCommand({
  usage,
  summary,
  flags,
  async run(values, io) {
    const text = committedDocumentText(
      choice(values, 'format', ['json', 'yaml']),
      values.mock === true ? 'mock' : 'contract',
    );
    if (typeof values.out === 'string') await writeOutput(io.cwd, values.out, text, '--out');
    else io.stdout(text);
    return EXIT_OK;
  },
});
