// buildOpenApi(): the OpenAPI 3.1 document, a pure function of the contract in src/schema (and of the examples, real
// answers of the default world committed beside it), in either flavour (see document-flavour.ts): the contract, or the
// contract with the mock's scenario controls.
import { OpenApiBuilder, type OpenAPIObject, type ParameterObject, type SchemaObject } from 'openapi3-ts/oas31';
import { apiDescription, configsDescription, notificationListDescription } from './operation-texts.js';
import { toContract } from './contract-flavour.js';
import { committedExamples, type DocumentExamples } from './document-examples.js';
import type { DocumentFlavour } from './document-flavour.js';
import { components, structureNames, toDocument } from './document-components.js';
import { operationResponses } from './operation-responses.js';
import { withoutRequired } from './optional-fields.js';
import { mockControlsDescription, preferHeader } from './prefer-header.js';
import {
  assumptions,
  authHeaders,
  LANG_TAG_MAX_LENGTH,
  LANG_TAG_PATTERN,
  LANGUAGE_HEADER,
  operationNamed,
  type Operation,
  DEFAULT_SERVER_URL,
  configsParameters,
  notificationListParameters,
  type QueryParameter,
} from '../schema/index.js';

/**
 * Where a parameter's example goes: never in its `example`, which Swagger UI's Try it out pre-fills as the value it
 * sends (Execute with nothing changed would ask for a filtered, projected page instead of the default one). A free-text
 * string lists it in the parameter's `examples`, after a first, empty one that Swagger UI selects (nothing sent: the
 * default); a number, a choice or a string whose pattern forbids the empty value lists it in its schema's `examples`,
 * which Swagger UI does not pre-fill.
 */
function withExamples(
  schema: SchemaObject,
  example: string | number | undefined,
): Pick<ParameterObject, 'schema' | 'examples'> {
  if (example === undefined) return { schema };
  if (
    schema.type !== 'string' ||
    schema.enum !== undefined ||
    (schema.pattern !== undefined && !new RegExp(schema.pattern).test(''))
  )
    return { schema: { ...schema, examples: [example] } };
  return {
    schema,
    examples: {
      default: { summary: 'Nothing (the default)', value: '' },
      example: { summary: String(example), value: example },
    },
  };
}

const queryParameter = (p: QueryParameter): ParameterObject => ({
  name: p.name,
  in: 'query',
  required: false,
  description: p.description,
  ...withExamples(toDocument(p.schema), p.example),
});

const languageHeader: ParameterObject = {
  name: LANGUAGE_HEADER,
  in: 'header',
  required: false,
  description:
    'Language tag (a `langTag` of `language_menus`: `<langCode>[-<areaCode>]`, e.g. `en`, `zh-Hans-SG`); default `default_language`. Assumed, as the real system.',
  ...withExamples(
    {
      type: 'string',
      pattern: LANG_TAG_PATTERN,
      maxLength: LANG_TAG_MAX_LENGTH,
      'x-assumption': 'language-header',
    } as SchemaObject,
    'en',
  ),
};

const allFourHeaders = Object.fromEntries(authHeaders.map((h) => [h.scheme, [] as string[]]));

/** An operation's path, and the head of its description, from the operations table. */
function operationOf(id: Operation) {
  const o = operationNamed(id);
  return {
    path: o.path,
    method: o.method.toLowerCase() as 'get',
    head: { operationId: o.operationId, tags: [o.tag], summary: o.summary },
  };
}

export function buildOpenApi(
  examples: DocumentExamples = committedExamples,
  flavour: DocumentFlavour = 'contract',
): OpenAPIObject {
  const mock = flavour === 'mock';
  // The mock's controls are its own, not the API's: only the mock document lists them.
  const controls = mock ? [preferHeader] : [];
  const builder = OpenApiBuilder.create()
    .addOpenApiVersion('3.1.0')
    .addInfo({
      title: mock ? 'Community Service API · core-kit mock' : 'Community Service API',
      version: '1.0.0',
      description: mock
        ? `${mockControlsDescription}\n\n${apiDescription(examples.world, true)}`
        : apiDescription(examples.world),
      license: { name: 'MIT', identifier: 'MIT' },
    })
    .addServer({
      url: DEFAULT_SERVER_URL,
      description: mock
        ? 'core-kit mock (`npm start`)'
        : 'A local server (the core-kit mock listens here after `npm start`)',
    })
    .addTag({ name: 'Global', description: 'Site-wide configuration items.' })
    .addTag({ name: 'Notification', description: "The current user's notifications." });

  for (const [name, schema] of Object.entries(components)) {
    const documented = toDocument(schema, schema);
    builder.addSchema(name, (structureNames.has(name) ? withoutRequired(documented) : documented) as SchemaObject);
  }
  for (const h of authHeaders) {
    builder.addSecurityScheme(h.scheme, {
      type: 'apiKey',
      in: 'header',
      name: h.name,
      description: `${h.description} Placeholder in the spec: \`${h.placeholder}\`.`,
    });
  }

  const configs = operationOf('configs');
  builder.addPath(configs.path, {
    [configs.method]: {
      ...configs.head,
      description: configsDescription,
      security: [], // no login (assumption configs-auth): Swagger UI draws no padlock and sends no credentials
      parameters: [...configsParameters.map(queryParameter), languageHeader, ...controls],
      responses: operationResponses('configs', examples, flavour),
    },
  });

  const list = operationOf('notificationList');
  builder.addPath(list.path, {
    [list.method]: {
      ...list.head,
      description: notificationListDescription,
      security: [allFourHeaders],
      parameters: [...notificationListParameters.map(queryParameter), languageHeader, ...controls],
      responses: operationResponses('notificationList', examples, flavour),
    },
  });

  const document = builder.getSpec();
  document['x-assumptions'] = assumptions.map((a) => ({ ...a }));
  return mock ? document : (toContract(document) as OpenAPIObject);
}
