// A consumer's plain-Node script (no TypeScript loader): starts the mock from code, sets a scenario and reads the journal
// through its control client, runs the contract kit against it.
import { startMock } from 'core-kit/server';
import { listChecks, runContract } from 'core-kit/contract';

const mock = await startMock({ port: 0, seed: 5, now: '2026-11-22T12:00:00Z' });
try {
  const configs = await fetch(`${mock.url}/api/core/v1/global/configs?keys=site_mode`).then((r) => r.json());
  if (configs.code !== 0 || configs.data.site_mode === undefined)
    throw new Error(`configs: ${JSON.stringify(configs)}`);
  await mock.scenario({ total: 0 });
  await fetch(`${mock.url}/api/core/v1/notification/list`, { headers: mock.headers() });
  const [journaled] = await mock.requests({ path: '/api/core/v1/notification/list' });
  await mock.resetScenario();
  await mock.clearRequests();
  const result = await runContract({ baseUrl: mock.url, credentials: mock.credentials, strict: true });
  console.log(
    JSON.stringify({ exitCode: result.exitCode, summary: result.summary, checks: listChecks().length, journaled }),
  );
  process.exitCode = result.exitCode;
} finally {
  await mock.close();
}
