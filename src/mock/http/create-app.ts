// The mock's Express application: security headers, CORS, request log, the API (with chaos), the docs, and route errors.
import express, { type Express } from 'express';
import type { ChaosConfig } from '../engine/chaos.js';
import { createApiRequestHandler } from '../engine/handle-api-request.js';
import type { AccountCredentials } from '../world/account-credentials.js';
import type { World } from '../world/create-world.js';
import { apiRoutes } from './api-routes.js';
import { cors, securityHeaders } from './cors.js';
import { docsRoutes } from './docs-routes.js';
import { requestLog, type LogLine } from './request-log.js';
import { routeErrors } from './route-errors.js';

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

export function createApp({ world, demo, httpErrors = false, log = null, chaos = null }: AppOptions): Express {
  const policy = { httpErrors };
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false); // the real system sends no ETag; hashing every body would also cost time
  app.set('query parser', false); // the engine parses the raw query string itself
  app.use(securityHeaders);
  if (log) app.use(requestLog(log));
  app.use(cors);
  app.use(apiRoutes(createApiRequestHandler({ world, policy, chaos })));
  app.use(docsRoutes(demo));
  const { notFound, failed } = routeErrors(policy);
  app.use(notFound);
  app.use(failed);
  return app;
}
