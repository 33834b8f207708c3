// The mock's Express application for everything but the operations themselves (the request listener routes those):
// common headers, CORS preflight, request log, the docs, the document, the index, route errors.
import express, { type Express } from 'express';
import type { ChaosConfig } from '../request/chaos.js';
import type { AccountCredentials } from '../world/account-credentials.js';
import type { World } from '../world/create-world.js';
import { commonHeaders, corsPreflight } from './cors.js';
import { docsRoutes } from './docs-routes.js';
import { requestLog, type LogLine } from './request-log.js';
import { routeErrors } from './route-errors.js';
import { worldSecrets } from './world-secrets.js';

export interface AppOptions {
  world: World;
  /** Shown in Swagger UI. */
  demo: AccountCredentials;
  httpErrors?: boolean;
  /** null: no request log. */
  log?: LogLine | null;
  /** Server-wide latency and faults (`--latency`, `--fault-rate`, `--faults`). */
  chaos?: ChaosConfig | null;
}

export function createApp(options: AppOptions): Express {
  const policy = { httpErrors: options.httpErrors ?? false };
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false); // the real system sends no ETag; hashing every body would also cost time
  app.set('query parser', false); // the engine parses the raw query string itself
  app.set('case sensitive routing', true); // one spelling per path, as the operations have
  app.set('strict routing', true);
  app.use(commonHeaders);
  if (options.log) app.use(requestLog(options.log, worldSecrets(options.world)));
  app.use(corsPreflight);
  app.use(docsRoutes(options.demo));
  const { notFound, failed } = routeErrors(policy);
  app.use(notFound);
  app.use(failed);
  return app;
}
