// Maintainer tool of this repository: regenerates or checks the committed generated files (openapi/*, the document's
// examples in src/openapi/document-examples.json, fixtures/*, src/mock/world/draws-before-configs.ts): the contract
// document, the mock document and the control API's document, each in JSON and YAML.
// Usage: node --import tsx scripts/generated-files.ts write|check [openapi|fixtures]
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderFixtures } from '../src/cli/fixtures-command.js';
import {
  buildControlDocument,
  buildOpenApi,
  documentFileName,
  documentFlavours,
  serializeDocument,
} from '../src/openapi/index.js';
import { drawsBeforeConfigsText } from '../src/mock/world/world-start.js';
import { documentExamplesText, renderDocumentExamples } from './render-document-examples.js';

export type Family = 'openapi' | 'fixtures';

/** The golden snapshot in fixtures/: seed 1 at a pinned clock. */
export const GOLDEN = { seed: '1', now: '2026-06-01T12:00:00Z' } as const;

export const goldenFixtures = (): Map<string, string> => renderFixtures(['--seed', GOLDEN.seed, '--now', GOLDEN.now]);

/** Each generated file (path relative to the repository root) with the text its generator gives now. */
export function generatedFiles(family?: Family): Map<string, string> {
  const files = new Map<string, string>();
  if (family !== 'fixtures') {
    const examples = renderDocumentExamples();
    files.set('src/openapi/document-examples.json', documentExamplesText(examples));
    for (const flavour of documentFlavours) {
      // The contract (openapi.*) and the same document with the mock's scenario controls (mock.*)
      const document = buildOpenApi(examples, flavour);
      files.set(`openapi/${documentFileName[flavour]}.json`, serializeDocument(document, 'json'));
      files.set(`openapi/${documentFileName[flavour]}.yaml`, serializeDocument(document, 'yaml'));
    }
    const control = buildControlDocument(); // the mock's control API (/__core/), a document of its own
    files.set('openapi/control-api.json', serializeDocument(control, 'json'));
    files.set('openapi/control-api.yaml', serializeDocument(control, 'yaml'));
  }
  if (family !== 'openapi') {
    for (const [name, text] of goldenFixtures()) files.set(`fixtures/${name}`, text);
    // Where the default seed's configs start in its sequence: the world's generators decide it, as they do the fixtures.
    files.set('src/mock/world/draws-before-configs.ts', drawsBeforeConfigsText());
  }
  return files;
}

/** The committed files whose content differs from what their generator gives. */
export async function driftedFiles(root: string, family?: Family): Promise<string[]> {
  const drifted: string[] = [];
  for (const [path, text] of generatedFiles(family)) {
    if ((await readFile(join(root, path), 'utf8').catch(() => '')) !== text) drifted.push(path);
  }
  return drifted;
}

async function main(argv: string[]): Promise<number> {
  const [mode, family] = argv;
  if (
    (mode !== 'write' && mode !== 'check') ||
    (family !== undefined && family !== 'openapi' && family !== 'fixtures')
  ) {
    process.stderr.write('usage: generated-files.ts write|check [openapi|fixtures]\n');
    return 2;
  }
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files = generatedFiles(family);
  if (mode === 'write') {
    for (const [path, text] of files) await writeFile(join(root, path), text);
    process.stdout.write(`wrote ${[...files.keys()].join(', ')}\n`);
    return 0;
  }
  const drifted = await driftedFiles(root, family);
  if (drifted.length === 0) {
    process.stdout.write(`${[...files.keys()].join(', ')} match their generators\n`);
    return 0;
  }
  process.stderr.write(
    `${drifted.join(', ')} drifted from their generators; run \`npm run generate\` and commit the result\n`,
  );
  return 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exitCode = await main(process.argv.slice(2));
