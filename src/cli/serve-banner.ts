// What `core-kit serve` prints at start: where everything is, and the credentials to use.
import { authHeaders, CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../schema/index.js';
import type { Fixtures, MockOptions, RunningMock, AccountCredentials } from '../mock/index.js';
import { chaosSummary } from './chaos-flags.js';

const SHOWN_ACCOUNTS = 5;

export function fixturesSummary(fixtures: Fixtures): string {
  const lists = [...fixtures.notifications.values()];
  const counts = [
    `${Object.keys(fixtures.configs).length} config override(s)`,
    `${fixtures.accounts.length} more account(s)`,
    `${lists.length} notification list(s) of ${lists.reduce((n, l) => n + l.length, 0)} in all`,
  ];
  return `${fixtures.files.join(', ')}: ${counts.join(', ')}`;
}

export function credentialTable(accounts: readonly AccountCredentials[]): string {
  const header = ['X-Core-Aid', 'X-Core-Aid-Token', 'X-Core-Uid', 'X-Core-Uid-Token'];
  const rows = accounts.map((a) => [a.aid, a.aidToken, a.uid, a.uidToken]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}

export function serveBanner(mock: RunningMock, options: MockOptions, startMs: number): string {
  const demo = mock.accounts[0]!;
  const headers = authHeaders
    .map((h, i) => `-H '${h.name}: ${[demo.aid, demo.aidToken, demo.uid, demo.uidToken][i]}'`)
    .join(' ');
  const lines = [
    `core-kit mock of the Community Service API, ready in ${Math.round(startMs)} ms`,
    `  seed ${mock.world.seed}, clock ${options.nowMs === undefined ? 'running from' : 'pinned at'} ${new Date(mock.world.nowMs).toISOString()}, ${options.notifications} notifications per account${options.fixtures?.notifications.size ? ' without a fixtures list' : ''}, ${mock.accounts.length} account(s)${options.httpErrors ? ', HTTP error statuses' : ''}`,
    ...(options.data === 'edge'
      ? ['  data: edge (the world that breaks UIs on purpose; `Prefer: data=standard` asks for the usual one)']
      : []),
    ...(options.configs === 'fresh-install'
      ? ["  configs: a fresh install's (the real system as installed: its nulls, no site_url)"]
      : []),
    ...(options.quotes === 'sentence'
      ? ["  quotes: as the spec's sentence writes them (actionTarget 4, the quoted post); the real system sends 5"]
      : []),
    ...(options.fixtures
      ? [
          `  fixtures: ${fixturesSummary(options.fixtures)}${mock.control?.fixtures.watching ? ' (watched: edits are picked up)' : ''}`,
        ]
      : []),
    ...(options.chaos ? [`  chaos: ${chaosSummary(options.chaos)}`] : []),
    '',
    `  Configs        ${mock.url}${CONFIGS_PATH}`,
    `  Notifications  ${mock.url}${NOTIFICATION_LIST_PATH}`,
    `  Swagger UI     ${mock.url}/docs`,
    `  OpenAPI        ${mock.url}/openapi.json  (and /openapi.yaml; with the mock's controls: /mock.json)`,
    ...(mock.control ? [`  Control room   ${mock.url}/__core/  (requests as they arrive, scenarios, accounts)`] : []),
    '',
    '  Demo credentials (headers):',
    ...authHeaders.map((h, i) => `    ${h.name.padEnd(17)} ${[demo.aid, demo.aidToken, demo.uid, demo.uidToken][i]}`),
  ];
  if (mock.accounts.length > 1) {
    lines.push('', `  Other accounts (${mock.accounts.length - 1}):`);
    lines.push(
      ...credentialTable(mock.accounts.slice(1, 1 + SHOWN_ACCOUNTS))
        .trimEnd()
        .split('\n')
        .map((l) => `    ${l}`),
    );
    if (mock.accounts.length - 1 > SHOWN_ACCOUNTS)
      lines.push(`    … and ${mock.accounts.length - 1 - SHOWN_ACCOUNTS} more: core-kit serve --print-credentials`);
  }
  lines.push('', `  Try: curl -s '${mock.url}${NOTIFICATION_LIST_PATH}?types=3,8&pageSize=2' ${headers}`, '');
  return `${lines.join('\n')}\n`;
}
