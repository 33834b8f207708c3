// Build step (run under tsx by scripts/build/validators-ahead.mjs): ajv's standalone code of the validators the contract
// kit judges every answer by (run-validators' JUDGED), in both of its modes, compiled from openapi/openapi.json exactly
// as create-document-validator compiles them at run time. JSON on stdout: { documentSha256, quick: { mode: code },
// unions: { mode: { component: { pure, variants } } } }.
import { createHash } from 'node:crypto';
import standalone from 'ajv/dist/standalone/index.js';
import { JUDGED } from '../../src/contract/kit/run-validators.js';
import { committedDocument, committedDocumentText } from '../../src/validation/committed-document.js';
import { componentRef, componentsAjv, schemasOf } from '../../src/validation/create-document-validator.js';
import { isPureAnyOf, unionVariantData } from '../../src/validation/union-variants.js';

const standaloneCode = standalone.default;
const MODES = ['spec', 'documented'] as const;
const document = committedDocument('contract');
const schemas = Object.fromEntries(MODES.map((mode) => [mode, schemasOf(document, mode) as Record<string, unknown>]));
// Each judged component's union, and the validators of an anyOf's variants (a value is tried against its own first).
const unions = Object.fromEntries(
  MODES.map((mode) => [
    mode,
    Object.fromEntries(
      JUDGED.map((component) => [
        component,
        { pure: isPureAnyOf(schemas[mode]!, component), variants: unionVariantData(schemas[mode]!, component) },
      ]),
    ),
  ]),
);
const quick = Object.fromEntries(
  MODES.map((mode) => {
    const variants = Object.values(unions[mode]!).flatMap((u) => (u.pure ? u.variants.map((v) => v.component) : []));
    const exported = [...new Set([...JUDGED, ...variants])];
    return [
      mode,
      standaloneCode(
        componentsAjv(schemas[mode], false, true),
        Object.fromEntries(exported.map((component) => [component, componentRef(component)])),
      ),
    ];
  }),
);
const documentSha256 = createHash('sha256').update(committedDocumentText('json', 'contract')).digest('hex');
process.stdout.write(JSON.stringify({ documentSha256, quick, unions }));
