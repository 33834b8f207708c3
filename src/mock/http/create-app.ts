// The mock's Express application: common headers, CORS preflight, request log, the API, the docs, route errors.
import express, { type Express } from 'express';
import type { ChaosConfig } from '../request/chaos.js';
import { createApiRequestHandler, type ApiRequestHandler } from '../request/handle-api-request.js';
import type { AccountCredentials } from '../world/account-credentials.js';
import type { World } from '../world/create-world.js';
import { apiRoutes } from './api-routes.js';
import { commonHeaders, corsPreflight } from './cors.js';
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
  /** The request core to use (shared with the lean API path, so both count one request sequence). */
  handle?: ApiRequestHandler;
}

export const apiHandlerOf = ({ world, httpErrors = false, chaos = null }: AppOptions): ApiRequestHandler =>
  createApiRequestHandler({ world, policy: { httpErrors }, chaos });

export function createApp(options: AppOptions): Express {
  const policy = { httpErrors: options.httpErrors ?? false };
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false); // the real system sends no ETag; hashing every body would also cost time
  app.set('query parser', false); // the engine parses the raw query string itself
  app.use(commonHeaders);
  if (options.log) app.use(requestLog(options.log));
  app.use(corsPreflight);
  app.use(apiRoutes(options.handle ?? apiHandlerOf(options)));
  app.use(docsRoutes(options.demo));
  const { notFound, failed } = routeErrors(policy);
  app.use(notFound);
  app.use(failed);
  return app;
}
