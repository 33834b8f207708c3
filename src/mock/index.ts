// The face of src/mock/: the mock's world and its accounts, fixtures, and a running server (`launchMock`), for the
// command line, `core-kit/server` and the proxy. core-kit/msw is the mock's other entry (src/mock/msw/handlers.ts).
export {
  DEFAULT_NOTIFICATIONS,
  MAX_EXTRA_ACCOUNTS,
  MAX_NOTIFICATIONS,
  buildWorld,
  mockAccounts,
} from './build-world.js';
export { fixtureFiles } from './fixtures/fixture-files.js';
export { FIXTURE_LIMITS, megabytes } from './fixtures/fixture-limits.js';
export { clockMs } from './lib/clock-ms.js';
export { loadFixtures } from './fixtures/load-fixtures.js';
export type { Fixtures } from './fixtures/load-fixtures.js';
export { HTTP_LIMITS } from './http/http-limits.js';
export type { HttpLimits } from './http/http-limits.js';
export { logDroppedConnections } from './http/log-dropped-connections.js';
export { toOriginForm } from './http/origin-form.js';
export { startServer } from './http/start-server.js';
export { closeAfterAnswer } from './http/transport-answers.js';
export { MAX_CONNECTIONS, launchMock } from './launch-mock.js';
export { watchFixtures } from './watch-fixtures.js';
export type { MockOptions, RunningMock } from './launch-mock.js';
export type { ChaosConfig } from './request/chaos.js';
export { languageOfPreference } from './request/resolve-language.js';
export { DEMO_CREDENTIALS } from './world/account-credentials.js';
export { quoteReadings } from './world/account-quotes.js';
export { configsPresets } from './world/fresh-install-configs.js';
export type { QuoteReading } from './world/account-quotes.js';
export type { AccountCredentials } from './world/account-credentials.js';
