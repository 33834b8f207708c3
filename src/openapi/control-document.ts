// buildControlDocument(): the OpenAPI 3.1 document of the mock's control API (/__core/), a pure function of the
// control's TypeBox schemas; openapi/control-api.json and .yaml are its committed output.
import { OpenApiBuilder, type OpenAPIObject } from 'openapi3-ts/oas31';
import { DEFAULT_SERVER_URL } from '../schema/index.js';
import { components, toDocument } from './control-components.js';
import { controlPaths } from './control-operations.js';

const description = [
  'The control API of a running core-kit mock: the journal of the requests it answered (WireMock-style verification for end-to-end tests), the run-time scenario of the whole server, and what the control room at `/__core/` shows.',
  '',
  "- **This machine only.** It changes the server's behaviour for every client, so it answers only requests from a loopback address that name a loopback host (`127.0.0.1`, `localhost`, `[::1]`) unless the server was started with `--remote-control`; others get 404. It sends no CORS headers: pages of other sites can neither read nor change it.",
  '- **The API\'s envelope.** Every answer is `{ "code", "message", "data" }`; errors come from the same catalogue (`10000` for bad input, naming what is wrong), with their HTTP status (400, 404, 405, 413), never 500.',
  '- **Redacted.** URLs and headers in the journal have secret values `[redacted]`, as in the request log.',
].join('\n');

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
  for (const [path, item] of Object.entries(controlPaths)) builder.addPath(path, item);
  return builder.getSpec();
}
