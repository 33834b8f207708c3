// Each operation's responses, with schema and examples: in the contract document the statuses any implementation may
// answer, in the mock document every status the mock can answer (src/schema/http-statuses.ts) and its
// `Preference-Applied` header. The success schemas and the error envelope are discriminable: `code` is 0 on success, a
// catalogue code otherwise.
import type { ResponsesObject, SchemaObject } from 'openapi3-ts/oas31';
import { statusCases, type OperationName } from '../schema/index.js';
import { examplesNamed, type DocumentExample, type DocumentExamples } from './document-examples.js';
import type { DocumentFlavour } from './document-flavour.js';
import { preferenceAppliedHeader } from './prefer-header.js';

const ref = (name: string): SchemaObject => ({ $ref: `#/components/schemas/${name}` });

const successSchemas: Record<OperationName, SchemaObject[]> = {
  configs: [ref('ConfigsResponse'), ref('ConfigsSubsetResponse')],
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

export function operationResponses(
  operation: OperationName,
  examples: DocumentExamples,
  flavour: DocumentFlavour = 'contract',
): ResponsesObject {
  const responses: ResponsesObject = {};
  for (const c of statusCases) {
    const when = flavour === 'mock' ? c.when[operation] : c.contract[operation];
    if (when === null) continue;
    const names = (examplesByStatus[operation][c.status] ?? []).filter(
      (name) => flavour === 'mock' || !mockOnlyExamples.has(name),
    );
    const named = examplesNamed(examples, names);
    // A complete configs answer also matches the subset schema: anyOf there, oneOf where the branches exclude each other.
    const branches = [...successSchemas[operation], ref('ErrorEnvelope')];
    const schema =
      c.status !== 200 ? ref('ErrorEnvelope') : operation === 'configs' ? { anyOf: branches } : { oneOf: branches };
    const codes = c.codes.map((code) => `\`${code}\``).join(', ');
    responses[String(c.status)] = {
      description: `${when} Codes: ${codes}.`,
      ...(flavour === 'mock' ? { headers: preferenceAppliedHeader } : {}),
      content: content(schema, named),
    };
  }
  return responses;
}
