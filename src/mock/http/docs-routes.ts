// Swagger UI at /docs (served offline by swagger-ui-express) showing the mock document (so Try it out can send `Prefer`),
// the committed documents (the contract at /openapi.*, the mock's at /mock.*), and an index at /.
import { Router } from 'express';
import swaggerUi from 'swagger-ui-express';
import { committedDocumentText } from '../../validation/index.js';
import { authHeaders, operations } from '../../schema/index.js';
import type { AccountCredentials } from '../world/account-credentials.js';

/** The copy Swagger UI shows: the committed document, with this server as target and the demo credentials in front. */
function docsDocument(document: Record<string, unknown>, demo: AccountCredentials): Record<string, unknown> {
  const info = document.info as Record<string, unknown>;
  const values = [demo.aid, demo.aidToken, demo.uid, demo.uidToken];
  const rows = authHeaders.map((h, i) => `| \`${h.name}\` | \`${values[i]}\` |`).join('\n');
  const credentials = `**Demo credentials of this mock** (already applied: *Try it out*, then *Execute*; *Authorize* changes them):\n\n| header | value |\n|---|---|\n${rows}\n\n`;
  return {
    ...document,
    servers: [{ url: '/', description: 'This mock server' }],
    info: { ...info, description: `${credentials}${String(info.description)}` },
  };
}

/** Swagger UI's `authorize` payload: each apiKey scheme of the document with the demo account's value. */
function demoAuthorization(document: Record<string, unknown>, demo: AccountCredentials): Record<string, unknown> {
  const schemes = (document.components as { securitySchemes: Record<string, unknown> }).securitySchemes;
  const values = [demo.aid, demo.aidToken, demo.uid, demo.uidToken];
  return Object.fromEntries(
    authHeaders.map((h, i) => [h.scheme, { name: h.scheme, schema: schemes[h.scheme], value: values[i] }]),
  );
}

export function docsRoutes(demo: AccountCredentials, { controlRoom = false } = {}): Router {
  const router = Router({ caseSensitive: true, strict: true });
  const json = committedDocumentText('json');
  const yaml = committedDocumentText('yaml');
  const mockJson = committedDocumentText('json', 'mock');
  const mockYaml = committedDocumentText('yaml', 'mock');
  const document = docsDocument(JSON.parse(mockJson) as Record<string, unknown>, demo);
  const uiOptions = {
    customSiteTitle: 'Community Service API · core-kit mock',
    // swagger-ui-express writes `<explorer css> ${customCss}` into the page's <style>: without one, a stray `undefined`.
    customCss: '',
    // Authorized with the demo credentials as the page opens, so that Try it out answers at once; the Authorize dialog
    // still changes them for the session (not persisted: every visit starts from the demo account).
    swaggerOptions: { validatorUrl: null, displayRequestDuration: true, authAction: demoAuthorization(document, demo) },
  };

  // The documents as bytes, encoded once: each is sent as kept (the Content-Type Express gives text of that type).
  const served: [string, string, string][] = [
    ['/openapi.json', 'application/json; charset=utf-8', json],
    ['/openapi.yaml', 'application/yaml; charset=utf-8', yaml],
    ['/mock.json', 'application/json; charset=utf-8', mockJson],
    ['/mock.yaml', 'application/yaml; charset=utf-8', mockYaml],
  ];
  for (const [path, type, text] of served) {
    const bytes = Buffer.from(text);
    router.get(path, (_req, res) => {
      res.set('Content-Type', type).send(bytes);
    });
  }
  // swagger-ui-express answers any path ending in /package.json with a bare text/plain 404: leave those to the envelope's 404.
  router.use('/docs', (req, _res, next) => (req.path.endsWith('/package.json') ? next('router') : next()));
  router.use('/docs', swaggerUi.serveFiles(document, uiOptions), swaggerUi.setup(document, uiOptions));
  router.get('/', (req, res) => {
    const index = {
      name: 'core-kit mock of the Community Service API',
      operations: Object.fromEntries(operations.map((o) => [o.id, `${o.method} ${o.path}`])),
      docs: '/docs',
      openapi: ['/openapi.json', '/openapi.yaml'],
      mockOpenapi: ['/mock.json', '/mock.yaml'],
      ...(controlRoom ? { controlRoom: '/__core/' } : {}),
    };
    if (req.accepts(['json', 'html']) === 'html') {
      res
        .type('html')
        .send(
          `<!doctype html><meta charset="utf-8"><title>core-kit mock</title><h1>core-kit mock</h1><ul><li><a href="/docs">Swagger UI</a></li>${controlRoom ? '<li><a href="/__core/">Control room</a>: requests, scenarios, accounts</li>' : ''}<li><a href="/openapi.json">openapi.json</a> · <a href="/openapi.yaml">openapi.yaml</a> (the API's contract)</li><li><a href="/mock.json">mock.json</a> · <a href="/mock.yaml">mock.yaml</a> (the contract with this mock's scenario controls)</li>${operations.map((o) => `<li><code>${o.method} ${o.path}</code></li>`).join('')}</ul>`,
        );
    } else res.json(index);
  });
  return router;
}
