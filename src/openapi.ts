// buildOpenApi(): the OpenAPI 3.1 document, a pure function of the contract in src/schema (and of the examples, real
// answers of the default world committed beside it).
import { OpenApiBuilder, type OpenAPIObject, type ParameterObject, type SchemaObject } from 'openapi3-ts/oas31';
import { apiDescription, configsDescription, notificationListDescription } from './openapi/operation-texts.js';
import { committedExamples, type DocumentExamples } from './openapi/document-examples.js';
import { hoistComponents } from './openapi/hoist-components.js';
import { operationResponses } from './openapi/operation-responses.js';
import { withoutRequired } from './openapi/optional-fields.js';
import { preferHeader } from './openapi/prefer-header.js';
import { assumptions } from './schema/assumptions.js';
import { commonStructures } from './schema/common-structures.js';
import { BulletinEntry, LanguageEntry, SeoConfig } from './schema/config-shapes.js';
import { ErrorEnvelope, successEnvelope } from './schema/envelope.js';
import { GlobalConfigItems, GlobalConfigs } from './schema/global-configs.js';
import { authHeaders, LANGUAGE_HEADER } from './schema/headers.js';
import { Notification, notificationVariants } from './schema/notification.js';
import { CONFIGS_PATH, DEFAULT_SERVER_URL, NOTIFICATION_LIST_PATH } from './schema/paths.js';
import { NotificationListData, Pagination } from './schema/pagination.js';
import { configsParameters, notificationListParameters, type QueryParameter } from './schema/query-parameters.js';

const ConfigsResponse = successEnvelope(
  GlobalConfigs,
  'ConfigsResponse',
  'Success: every configuration item (assumed envelope, as the notification list\'s).',
);
const ConfigsSubsetResponse = successEnvelope(GlobalConfigItems, 'ConfigsSubsetResponse', 'Success with `keys`: only the named items, in request order.');
const NotificationListResponse = successEnvelope(NotificationListData, 'NotificationListResponse', 'Success: one page of notifications.');

/** Component name → schema, in document order. */
const components = {
  ConfigsResponse,
  ConfigsSubsetResponse,
  GlobalConfigs,
  GlobalConfigItems,
  LanguageEntry,
  SeoConfig,
  BulletinEntry,
  NotificationListResponse,
  NotificationListData,
  Pagination,
  Notification,
  ...notificationVariants,
  ...commonStructures,
  ErrorEnvelope,
} as const;

const structureNames = new Set<string>(Object.keys(commonStructures));
const byIdentity = new Map<object, string>(Object.entries(components).map(([name, schema]) => [schema, name]));
const toDocument = (schema: unknown, self?: object) => hoistComponents(schema, byIdentity, self) as SchemaObject;

const queryParameter = (p: QueryParameter): ParameterObject => ({
  name: p.name,
  in: 'query',
  required: false,
  description: p.description,
  schema: toDocument(p.schema),
  ...(p.example === undefined ? {} : { example: p.example }),
});

const languageHeader: ParameterObject = {
  name: LANGUAGE_HEADER,
  in: 'header',
  required: false,
  description: 'Language tag (a `langTag` of `language_menus`); default `default_language`. Assumed, as the real system.',
  schema: { type: 'string', 'x-assumption': 'language-header' } as SchemaObject,
  example: 'en',
};

const allFourHeaders = Object.fromEntries(authHeaders.map((h) => [h.scheme, [] as string[]]));

export function buildOpenApi(examples: DocumentExamples = committedExamples): OpenAPIObject {
  const builder = OpenApiBuilder.create()
    .addOpenApiVersion('3.1.0')
    .addInfo({
      title: 'Community Service API',
      version: '1.0.0',
      description: apiDescription(examples.world),
      license: { name: 'MIT', identifier: 'MIT' },
    })
    .addServer({ url: DEFAULT_SERVER_URL, description: 'core-kit mock (`npm start`)' })
    .addTag({ name: 'Global', description: 'Site-wide configuration items.' })
    .addTag({ name: 'Notification', description: 'The current user\'s notifications.' });

  for (const [name, schema] of Object.entries(components)) {
    const documented = toDocument(schema, schema);
    builder.addSchema(name, (structureNames.has(name) ? withoutRequired(documented) : documented) as SchemaObject);
  }
  for (const h of authHeaders) {
    builder.addSecurityScheme(h.scheme, { type: 'apiKey', in: 'header', name: h.name, description: `${h.description} Placeholder in the spec: \`${h.placeholder}\`.` });
  }

  builder.addPath(CONFIGS_PATH, {
    get: {
      operationId: 'getGlobalConfigs',
      tags: ['Global'],
      summary: 'Global configuration items',
      description: configsDescription,
      security: [{}, allFourHeaders],
      parameters: [...configsParameters.map(queryParameter), languageHeader, preferHeader],
      responses: operationResponses('configs', examples),
    },
  });

  builder.addPath(NOTIFICATION_LIST_PATH, {
    get: {
      operationId: 'listNotifications',
      tags: ['Notification'],
      summary: 'Notification list',
      description: notificationListDescription,
      security: [allFourHeaders],
      parameters: [...notificationListParameters.map(queryParameter), languageHeader, preferHeader],
      responses: operationResponses('notificationList', examples),
    },
  });

  const document = builder.getSpec();
  document['x-assumptions'] = assumptions.map((a) => ({ ...a }));
  return document;
}
