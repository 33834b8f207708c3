// The control API's paths: the journal (list, one entry, clear), the scenario (read, set), the status and the accounts,
// each operation with its parameters and answers.
import Type, { type TSchema } from 'typebox';
import type { OperationObject, ParameterObject, PathItemObject } from 'openapi3-ts/oas31';
import {
  JournalEntryDetailSchema as JournalEntryDetail,
  RequestListSchema as RequestList,
  ScenarioSchema as Scenario,
  ControlAccountSchema as ControlAccount,
  ControlStatusSchema as ControlStatus,
  successEnvelope,
} from '../schema/index.js';
import { toDocument } from './control-components.js';

const ok = (schema: TSchema, what: string) => ({
  description: what,
  content: { 'application/json': { schema: toDocument(successEnvelope(schema, `${what} (envelope)`, what)) } },
});
const error = (what: string) => ({
  description: what,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});
const notHere = error(
  'Not on this machine (see the description), or nothing there (an unknown id, the journal off with `--journal-size 0`).',
);

const noParameter = error('A query parameter: this endpoint takes none');

const integerQuery = (name: string, text: string, minimum = 0): ParameterObject => ({
  name,
  in: 'query',
  required: false,
  description: text,
  schema: { type: 'integer', minimum },
});

const listRequests: OperationObject = {
  operationId: 'listRequests',
  tags: ['Control'],
  summary: 'Journaled requests, newest first',
  description:
    "The requests the mock answered (its own pages and this API excepted), newest first, with their verdicts (the request per the document, the answer by the contract kit's rules of one answer). Filters combine: `path`, `method`, `status`, `code`, and `query.<name>=<value>` for a query parameter as sent (decoded), e.g. `query.pageSize=50`. Poll with `after=<lastId>` for what came since. An unknown filter is a `10000` error.",
  security: [],
  parameters: [
    {
      name: 'path',
      in: 'query',
      required: false,
      description: 'Exact path, e.g. `/api/core/v1/notification/list`',
      schema: { type: 'string' },
    },
    { name: 'method', in: 'query', required: false, description: 'HTTP method, any case', schema: { type: 'string' } },
    integerQuery('status', 'HTTP status of the answer (0: none sent)'),
    integerQuery('code', 'Envelope code of the answer'),
    integerQuery('after', 'Only entries with a larger id'),
    {
      ...integerQuery('limit', "At most this many entries (default 100, at most the journal's size)", 1),
      schema: { type: 'integer', minimum: 1, default: 100 },
    },
    {
      name: 'verdicts',
      in: 'query',
      required: false,
      description:
        '`false`: `valid` is null and the list answers at once, before the validators are compiled (the control room then asks again for the verdicts)',
      schema: { type: 'boolean', default: true },
    },
  ],
  responses: { '200': ok(RequestList, 'The matching entries'), '400': error('A bad filter'), '404': notHere },
};

export const controlPaths: Record<string, PathItemObject> = {
  '/__core/requests': {
    get: listRequests,
    delete: {
      operationId: 'clearRequests',
      tags: ['Control'],
      summary: 'Forget every journaled request',
      description: 'Ids go on counting, so that a client polling with `after` misses nothing.',
      security: [],
      responses: {
        '200': ok(
          Type.Object({ cleared: Type.Integer({ description: 'Entries forgotten' }) }, { additionalProperties: false }),
          'How many were forgotten',
        ),
        '400': noParameter,
        '404': notHere,
      },
    },
  },
  '/__core/requests/{id}': {
    get: {
      operationId: 'getRequest',
      tags: ['Control'],
      summary: 'One journaled request in full',
      description: 'Its request headers (secrets redacted), its answer as sent, and the verdicts with their reasons.',
      security: [],
      parameters: [
        {
          name: 'id',
          in: 'path',
          required: true,
          description: "The entry's id",
          schema: { type: 'integer', minimum: 1 },
        },
      ],
      responses: {
        '200': ok(JournalEntryDetail, 'The entry'),
        '400': error('An id that is not a whole number'),
        '404': notHere,
      },
    },
  },
  '/__core/scenario': {
    get: {
      operationId: 'getScenario',
      tags: ['Control'],
      summary: 'The current scenario',
      security: [],
      responses: { '200': ok(Scenario, 'The scenario (`{}`: none)'), '400': noParameter, '404': notHere },
    },
    put: {
      operationId: 'putScenario',
      tags: ['Control'],
      summary: 'Set the scenario of the whole server (`{}` resets)',
      description:
        'Replaces the scenario; it applies to the next requests, and the serve log prints it. An invalid body changes nothing and is a `10000` error naming the field. The body is JSON (`application/json` or another `+json` type, UTF-8, uncompressed; no `Content-Type` is read as JSON): another media type or a `Content-Encoding` is a 415.',
      security: [],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/Scenario' },
            examples: {
              empty: { summary: 'The empty state', value: { total: 0 } },
              slow: {
                summary: 'A slow, flaky network',
                value: { latency: { min: 300, max: 1500 }, faultRate: 0.1, faults: ['reset'] },
              },
              reset: { summary: 'Reset', value: {} },
            },
          },
        },
      },
      responses: {
        '200': ok(Scenario, 'The scenario now applied'),
        '400': error('A body that is not a scenario, or a query parameter'),
        '404': notHere,
        '413': error('A body over 16 KB'),
        '415': error('A body not sent as JSON (`text/plain`, a form, …) or sent compressed'),
      },
    },
  },
  '/__core/status': {
    get: {
      operationId: 'getStatus',
      tags: ['Control'],
      summary: 'Scenario, fixtures, journal and world',
      security: [],
      responses: { '200': ok(ControlStatus, 'What the control room shows'), '400': noParameter, '404': notHere },
    },
  },
  '/__core/accounts': {
    get: {
      operationId: 'listAccounts',
      tags: ['Control'],
      summary: "The world's accounts and their credentials",
      security: [],
      responses: {
        '200': ok(Type.Array(ControlAccount), 'Every account, the demo one first'),
        '400': noParameter,
        '404': notHere,
      },
    },
  },
};
