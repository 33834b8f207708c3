// `core-kit openapi`: prints or writes the OpenAPI 3.1 document; `--check` fails when the committed files drift.
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { buildOpenApi } from '../openapi.js';
import { serializeDocument, type DocumentFormat } from '../openapi/serialize-document.js';
import { defineCommand, EXIT_FAILURE, EXIT_OK } from './command.js';
import { choice, type FlagSpec } from './flags.js';

/** The committed copies of the document, relative to the project root. */
export const committedDocuments = [
  { path: 'openapi/openapi.json', format: 'json' },
  { path: 'openapi/openapi.yaml', format: 'yaml' },
] as const satisfies readonly { path: string; format: DocumentFormat }[];

const flags: FlagSpec[] = [
  { name: 'format', type: 'string', valueName: 'json|yaml', default: 'json', description: 'Output format.' },
  { name: 'out', type: 'string', valueName: 'file', description: 'Write to this file instead of standard output.' },
  { name: 'write', type: 'boolean', description: `Regenerate the committed files (${committedDocuments.map((d) => d.path).join(', ')}).` },
  { name: 'check', type: 'boolean', description: 'Exit 1 if the committed files differ from what src/schema generates.' },
];

const usage = 'core-kit openapi [--format json|yaml] [--out FILE] | --write | --check';
const summary = 'The OpenAPI 3.1 document of the Community Service API, generated from the TypeScript contract.';

/** Names the committed files whose content differs from the generated document. */
export async function driftedDocuments(root: string): Promise<string[]> {
  const document = buildOpenApi();
  const drifted: string[] = [];
  for (const { path, format } of committedDocuments) {
    const current = await readFile(resolve(root, path), 'utf8').catch(() => '');
    if (current !== serializeDocument(document, format)) drifted.push(path);
  }
  return drifted;
}

export const openapiCommand = defineCommand({
  usage,
  summary,
  flags,
  async run(values, io) {
    if (values.check) {
      const drifted = await driftedDocuments(io.cwd);
      if (drifted.length === 0) {
        io.stdout(`openapi: ${committedDocuments.map((d) => d.path).join(', ')} match src/schema\n`);
        return EXIT_OK;
      }
      io.stderr(`openapi: ${drifted.join(', ')} drifted from src/schema; run \`npm run openapi\` and commit the result\n`);
      return EXIT_FAILURE;
    }
    const document = buildOpenApi();
    if (values.write) {
      for (const { path, format } of committedDocuments) await writeFile(resolve(io.cwd, path), serializeDocument(document, format));
      io.stdout(`openapi: wrote ${committedDocuments.map((d) => d.path).join(', ')}\n`);
      return EXIT_OK;
    }
    const text = serializeDocument(document, choice(values, 'format', ['json', 'yaml']));
    if (typeof values.out === 'string') await writeFile(resolve(io.cwd, values.out), text);
    else io.stdout(text);
    return EXIT_OK;
  },
});
