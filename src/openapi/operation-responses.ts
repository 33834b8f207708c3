// Each operation's responses: every HTTP status the mock can answer (src/schema/http-statuses.ts), with its schema and
// examples. The success schemas and the error envelope are discriminable: `code` is 0 on success, a catalogue code otherwise.
import type { ResponsesObject, SchemaObject } from 'openapi3-ts/oas31';
import { statusCases, type OperationName } from '../schema/http-statuses.js';
import { examplesNamed, type DocumentExample, type DocumentExamples } from './document-examples.js';
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

const content = (schema: SchemaObject, examples: Record<string, DocumentExample>) => ({
  'application/json': { schema, ...(Object.keys(examples).length > 0 ? { examples } : {}) },
});

export function operationResponses(operation: OperationName, examples: DocumentExamples): ResponsesObject {
  const responses: ResponsesObject = {};
  for (const c of statusCases) {
    const named = examplesNamed(examples, examplesByStatus[operation][c.status] ?? []);
    // A complete configs answer also matches the subset schema: anyOf there, oneOf where the branches exclude each other.
    const branches = [...successSchemas[operation], ref('ErrorEnvelope')];
    const schema = c.status !== 200 ? ref('ErrorEnvelope') : operation === 'configs' ? { anyOf: branches } : { oneOf: branches };
    const codes = c.codes.map((code) => `\`${code}\``).join(', ');
    responses[String(c.status)] = {
      description: `${c.when[operation]} Codes: ${codes}.`,
      headers: preferenceAppliedHeader,
      content: content(schema, named),
    };
  }
  return responses;
}
