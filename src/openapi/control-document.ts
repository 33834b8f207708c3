// buildControlDocument(): the OpenAPI 3.1 document of the mock's control API (/__core/), a pure function of the
// control's TypeBox schemas; openapi/control-api.json and .yaml are its committed output.
import Type, { type TSchema } from 'typebox';
import {
  OpenApiBuilder,
  type OpenAPIObject,
  type OperationObject,
  type ParameterObject,
  type SchemaObject,
} from 'openapi3-ts/oas31';
import {
  JournalEntrySchema as JournalEntry,
  JournalEntryDetailSchema as JournalEntryDetail,
  JudgementSchema as Judgement,
  RequestListSchema as RequestList,
  VerdictSchema as Verdict,
  LatencySchema as Latency,
  ScenarioSchema as Scenario,
  ControlAccountSchema as ControlAccount,
  ControlStatusSchema as ControlStatus,
  ErrorEnvelopeSchema as ErrorEnvelope,
  successEnvelope,
  DEFAULT_SERVER_URL,
} from '../schema/index.js';
import { hoistComponents } from './hoist-components.js';

const components = {
  Scenario,
  Latency,
  RequestList,
  JournalEntry,
  JournalEntryDetail,
  Verdict,
  Judgement,
  ControlStatus,
  ControlAccount,
  ErrorEnvelope,
} as const;
const byIdentity = new Map<object, string>(Object.entries(components).map(([name, schema]) => [schema, name]));
const toDocument = (schema: unknown, self?: object) => hoistComponents(schema, byIdentity, self) as SchemaObject;

const description = [
  'The control API of a running core-kit mock: the journal of the requests it answered (WireMock-style verification for end-to-end tests), the run-time scenario of the whole server, and what the control room at `/__core/` shows.',
  '',
  "- **This machine only.** It changes the server's behaviour for every client, so it answers only requests from a loopback address that name a loopback host (`127.0.0.1`, `localhost`, `[::1]`) unless the server was started with `--remote-control`; others get 404. It sends no CORS headers: pages of other sites can neither read nor change it.",
  '- **The API\'s envelope.** Every answer is `{ "code", "message", "data" }`; errors come from the same catalogue (`10000` for bad input, naming what is wrong), with their HTTP status (400, 404, 405, 413), never 500.',
  '- **Redacted.** URLs and headers in the journal have secret values `[redacted]`, as in the request log.',
].join('\n');

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
    "The requests the mock answered (its own pages and this API excepted), newest first, with the verdicts of the document's validators. Filters combine: `path`, `method`, `status`, `code`, and `query.<name>=<value>` for a query parameter as sent (decoded), e.g. `query.pageSize=50`. Poll with `after=<lastId>` for what came since. An unknown filter is a `10000` error.",
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

export function buildControlDocument(): OpenAPIObject {
  const builder = OpenApiBuilder.create()
    .addOpenApiVersion('3.1.0')
    .addInfo({
      title: 'core-kit control API',
      version: '1.0.0',
      description,
      license: { name: 'MIT', identifier: 'MIT' },
    })
    .addServer({ url: DEFAULT_SERVER_URL, description: 'core-kit mock (`npm start`)' })
    .addTag({ name: 'Control', description: 'The journal and the run-time scenario of a running mock.' });
  for (const [name, schema] of Object.entries(components)) builder.addSchema(name, toDocument(schema, schema));

  builder.addPath('/__core/requests', {
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
        '404': notHere,
      },
    },
  });
  builder.addPath('/__core/requests/{id}', {
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
  });
  builder.addPath('/__core/scenario', {
    get: {
      operationId: 'getScenario',
      tags: ['Control'],
      summary: 'The current scenario',
      security: [],
      responses: { '200': ok(Scenario, 'The scenario (`{}`: none)'), '404': notHere },
    },
    put: {
      operationId: 'putScenario',
      tags: ['Control'],
      summary: 'Set the scenario of the whole server (`{}` resets)',
      description:
        'Replaces the scenario; it applies to the next requests, and the serve log prints it. An invalid body changes nothing and is a `10000` error naming the field.',
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
        '400': error('A body that is not a scenario'),
        '404': notHere,
        '413': error('A body over 16 KB'),
      },
    },
  });
  builder.addPath('/__core/status', {
    get: {
      operationId: 'getStatus',
      tags: ['Control'],
      summary: 'Scenario, fixtures, journal and world',
      security: [],
      responses: { '200': ok(ControlStatus, 'What the control room shows'), '404': notHere },
    },
  });
  builder.addPath('/__core/accounts', {
    get: {
      operationId: 'listAccounts',
      tags: ['Control'],
      summary: "The world's accounts and their credentials",
      security: [],
      responses: { '200': ok(Type.Array(ControlAccount), 'Every account, the demo one first'), '404': notHere },
    },
  });
  return builder.getSpec();
}
