// Each operation's responses, with schema and examples. The mock document lists every status the mock can answer
// (src/schema/http-statuses.ts), each with the real system's error envelope and the mock's `Preference-Applied` header.
// The contract document lists what the spec leaves any implementation: 200 (a success, or a rejection in whatever shape
// it has), and 4XX and 5XX without a shape (the spec shows no error statuses or bodies); the real system's 200 schema
// stays beside the spec form (`x-real-system`, see contract-flavour.ts).
import type { ResponsesObject, SchemaObject } from 'openapi3-ts/oas31';
import { SPEC_RELAXED, statusCases, type OperationName } from '../schema/index.js';
import { examplesNamed, type DocumentExample, type DocumentExamples } from './document-examples.js';
import type { DocumentFlavour } from './document-flavour.js';
import { preferenceAppliedHeader } from './prefer-header.js';

const ref = (name: string): SchemaObject => ({ $ref: `#/components/schemas/${name}` });

const successSchemas: Record<OperationName, SchemaObject[]> = {
  configs: [ref('ConfigsResponse'), ref('ConfigsSubsetResponse')],
  notificationList: [ref('NotificationListResponse')],
};

/** What the spec alone allows at HTTP 200: its success (for the configs, with or without an envelope) or a rejection. */
const specSuccess: Record<OperationName, SchemaObject[]> = {
  configs: [ref('ConfigsResponse'), ref('ConfigsSubsetResponse'), ref('UnwrappedConfigs')],
  notificationList: [ref('NotificationListResponse')],
};

/** The examples shown for each status, by name (see document-examples.json). */
const examplesByStatus: Record<OperationName, Record<number, string[]>> = {
  configs: {
    200: ['configsExcerpt', 'cacheKeys', 'unknownConfigKey'],
    400: ['unknownConfigKey'],
    401: ['requestedAccountMissing'],
    404: ['routeNotFound'],
    405: ['methodNotAllowed'],
    408: ['requestTimeout'],
    431: ['headersTooLarge'],
    500: ['serverError'],
  },
  notificationList: {
    200: ['page', 'invalidParameter', 'accountMissing'],
    400: ['invalidParameter'],
    401: ['accountMissing', 'accountTokenWrong', 'userMissing', 'userTokenWrong'],
    404: ['routeNotFound'],
    405: ['methodNotAllowed'],
    408: ['requestTimeout'],
    431: ['headersTooLarge'],
    500: ['serverError'],
  },
};

/** Examples the mock gives only on its controls' request (their summaries name `Prefer`): the mock document's alone. */
const mockOnlyExamples = new Set(['requestedAccountMissing', 'routeNotFound', 'methodNotAllowed', 'serverError']);

const content = (schema: SchemaObject, examples: Record<string, DocumentExample>) => ({
  'application/json': { schema, ...(Object.keys(examples).length > 0 ? { examples } : {}) },
});

/** The 200 schema: the real system's success or error envelope, and (for the contract) the spec's own form. */
function successOrRejection(operation: OperationName): SchemaObject {
  // A complete configs answer also matches the subset schema: anyOf there, oneOf where the branches exclude each other.
  const branches = [...successSchemas[operation], ref('ErrorEnvelope')];
  const real = operation === 'configs' ? { anyOf: branches } : { oneOf: branches };
  return { ...real, [SPEC_RELAXED]: { anyOf: [...specSuccess[operation], ref('Rejection')] } } as SchemaObject;
}

const contractStatuses = {
  '4XX':
    'A refusal (bad input, missing or wrong credentials, too many requests, …), as an implementation chooses: the spec shows no error statuses, codes or bodies, so any content may come (the real system refuses with HTTP 200 and a code instead).',
  '5XX':
    'A fault of the server or of a gateway in front of it; the spec shows no error statuses or bodies. A conformance tool still reports it as a server error.',
};

export function operationResponses(
  operation: OperationName,
  examples: DocumentExamples,
  flavour: DocumentFlavour = 'contract',
): ResponsesObject {
  const responses: ResponsesObject = {};
  for (const c of statusCases) {
    const when = flavour === 'mock' ? c.when[operation] : c.contract[operation];
    if (when === null || (flavour === 'contract' && c.status !== 200)) continue;
    const names = (examplesByStatus[operation][c.status] ?? []).filter(
      (name) => flavour === 'mock' || !mockOnlyExamples.has(name),
    );
    const named = examplesNamed(examples, names);
    const schema = c.status !== 200 ? ref('ErrorEnvelope') : successOrRejection(operation);
    const codes = c.codes.map((code) => `\`${code}\``).join(', ');
    const errorCodes = c.codes
      .filter((code) => code !== 0)
      .map((code) => `\`${code}\``)
      .join(', ');
    responses[String(c.status)] = {
      description:
        flavour === 'contract'
          ? `${when} The real system answers every outcome so, with the \`ErrorEnvelope\` and its codes ${errorCodes}.`
          : `${when} Codes: ${codes}.`,
      ...(flavour === 'mock' ? { headers: preferenceAppliedHeader } : {}),
      content: content(schema, named),
    };
  }
  if (flavour === 'contract')
    for (const [range, description] of Object.entries(contractStatuses)) responses[range] = { description };
  return responses;
}
