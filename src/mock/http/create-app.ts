// The mock's Express application for everything but the operations themselves (the request listener routes those):
// the control room (/__core/, first: it sets its own headers and is not logged), common headers, CORS preflight,
// request log, the docs, the document, the index, route errors.
import express, { type Express } from 'express';
import type { MockControl } from '../control/mock-control.js';
import type { ChaosConfig } from '../request/chaos.js';
import type { AccountCredentials } from '../world/account-credentials.js';
import type { World } from '../world/create-world.js';
import { CONTROL_PREFIX, controlRoutes } from './control-routes.js';
import { commonHeaders, corsPreflight } from './cors.js';
import { docsRoutes } from './docs-routes.js';
import { requestLog, type LogLine } from './request-log.js';
import { routeErrors } from './route-errors.js';
import { worldSecrets } from './world-secrets.js';
import type { Preferences } from '../request/parse-preferences.js';

export interface AppOptions {
  world: World;
  /** Shown in Swagger UI. */
  demo: AccountCredentials;
  httpErrors?: boolean;
  /** null: no request log. */
  log?: LogLine | null;
  /** Server-wide latency and faults (`--latency`, `--fault-rate`, `--faults`). */
  chaos?: ChaosConfig | null;
  /** The control room and its API at /__core/, the journal and the run-time scenario; null or absent: none. */
  control?: MockControl | null;
  /** Preferences every request gets unless it names them (`--data edge`). */
  startup?: Readonly<Preferences> | null;
  /** A running clock (epoch ms) the answers are rendered at; null or absent: pinned at the world's. */
  clock?: (() => number) | null;
}

export function createApp(options: AppOptions): Express {
  const policy = options.control?.policy ?? { httpErrors: options.httpErrors ?? false };
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false); // the real system sends no ETag; hashing every body would also cost time
  app.set('query parser', false); // the engine parses the raw query string itself
  app.set('case sensitive routing', true); // one spelling per path, as the operations have
  app.set('strict routing', true);
  if (options.control) app.use(CONTROL_PREFIX, controlRoutes(options.control));
  app.use(commonHeaders);
  if (options.log) app.use(requestLog(options.log, worldSecrets(options.world)));
  app.use(corsPreflight);
  app.use(docsRoutes(options.demo, { controlRoom: Boolean(options.control) }));
  const { notFound, failed } = routeErrors(policy);
  app.use(notFound);
  app.use(failed);
  return app;
}
