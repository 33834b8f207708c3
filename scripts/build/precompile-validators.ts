// Build step (run under tsx by scripts/build/validators-ahead.mjs): ajv's standalone code of the validators the contract
// kit judges every answer by (run-validators' JUDGED), in both of its modes, compiled from openapi/openapi.json exactly
// as create-document-validator compiles them at run time. JSON on stdout: { documentSha256, quick: { mode: code } }.
import { createHash } from 'node:crypto';
import standalone from 'ajv/dist/standalone/index.js';
import { JUDGED } from '../../src/contract/kit/run-validators.js';
import { committedDocument, committedDocumentText } from '../../src/validation/committed-document.js';
import { componentRef, componentsAjv, schemasOf } from '../../src/validation/create-document-validator.js';

const standaloneCode = standalone.default;
const MODES = ['spec', 'documented'] as const;
const document = committedDocument('contract');
const quick = Object.fromEntries(
  MODES.map((mode) => [
    mode,
    standaloneCode(
      componentsAjv(schemasOf(document, mode), false, true),
      Object.fromEntries(JUDGED.map((component) => [component, componentRef(component)])),
    ),
  ]),
);
const documentSha256 = createHash('sha256').update(committedDocumentText('json', 'contract')).digest('hex');
process.stdout.write(JSON.stringify({ documentSha256, quick }));
