// A consumer's plain-Node script (no TypeScript loader): starts the mock from code, runs the contract kit against it.
import { startMock } from 'core-kit/server';
import { listChecks, runContract } from 'core-kit/contract';

const mock = await startMock({ port: 0, seed: 5, now: '2026-11-22T12:00:00Z' });
try {
  const configs = await fetch(`${mock.url}/api/core/v1/global/configs?keys=site_mode`).then((r) => r.json());
  if (configs.code !== 0 || configs.data.site_mode === undefined) throw new Error(`configs: ${JSON.stringify(configs)}`);
  const result = await runContract({ baseUrl: mock.url, credentials: mock.credentials, strict: true });
  console.log(JSON.stringify({ exitCode: result.exitCode, summary: result.summary, checks: listChecks().length }));
  process.exitCode = result.exitCode;
} finally {
  await mock.close();
}
