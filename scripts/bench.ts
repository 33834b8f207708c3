// `npm run bench`: every figure of the mock and the kit as a ratio to a baseline measured in the same run, on the same
// machine, back to back (docs/performance.md): answers against node:http writing the same bytes from a ready Buffer,
// start-up against node starting a bare server, the kit's run against node:http replaying its requests.
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { startUp } from './bench/first-answer.js';
import { kitRun } from './bench/kit-run.js';
import { loadClient, WRK_HINT, type LoadClient } from './bench/load.js';
import { launchMock, rssOf, type Started } from './bench/processes.js';
import { seedStall } from './bench/seed-stall.js';
import { DEMO, SMALL_PAGE, throughput } from './bench/throughput.js';
import {
  benchTargets,
  loadTable,
  pageTargets,
  kitTarget,
  RATIOS_NOTE,
  startTarget,
  startUpTargets,
  targetTable,
} from './bench/targets.js';
import { validationLinearity } from './bench/validation-linearity.js';

const { values: flags } = parseArgs({
  options: {
    json: { type: 'boolean' },
    seconds: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
    help: { type: 'boolean' },
  },
});
if (flags.help) {
  process.stdout
    .write(`npm run bench [-- options]: the mock's and the kit's figures beside baselines of the same run (docs/performance.md)
  --rounds N       rounds per load row, alternating the rows' order (default 5)
  --seconds N      seconds per load row and round (default 2)
  --connections N  connections of the load client (default 10; the client check uses twice as many)
  --only page      only the ~200 KB page: the ready Buffer, the mock without and with the journal, and their targets
  --only start     only start-up: to the first answer beside node (11 pairs), the big start, other seeds' worlds
  --only kit       only the kit's default run against the mock beside node:http replaying its requests (7 pairs)
  --json           the figures as JSON
`);
  process.exit(0);
}
if (flags.only !== undefined && !['page', 'start', 'kit'].includes(flags.only))
  throw new Error(`--only takes \`page\`, \`start\` or \`kit\` (received ${flags.only})`);
/** From the mock's spawn to its first list answer (its banner, then one small page of the demo account). */
async function firstListAnswer(mock: Started): Promise<number> {
  const asked = performance.now();
  await (await fetch(`${mock.url}${SMALL_PAGE}`, { headers: DEMO })).arrayBuffer();
  return mock.startMs + performance.now() - asked;
}
const say = (text: string) => (flags.json ? undefined : process.stderr.write(`${text}\n`));
const started: Started[] = [];
const track = async (p: Promise<Started>) => {
  const s = await p;
  started.push(s);
  return s;
};

/** `--only page`: the page's rows alone (the ready Buffer, the mock without and with the journal) and their targets. */
async function onlyPage(client: LoadClient, connections: number): Promise<void> {
  const load = await throughput({
    client,
    connections,
    seconds: Number(flags.seconds),
    rounds: Number(flags.rounds),
    big: null,
    only: 'page',
    track,
    say,
  });
  const targets = pageTargets(load);
  if (flags.json)
    process.stdout.write(`${JSON.stringify({ client, connections, targets, rows: load.rows }, null, 2)}\n`);
  else process.stdout.write(`${['', ...loadTable(load), '', ...targetTable(targets), '', RATIOS_NOTE].join('\n')}\n`);
  process.exitCode = targets.every((t) => t.pass !== false) ? 0 : 1;
}

/** `--only start`: start to first answer, the big start, and cheap requests while other seeds' worlds are built. */
async function onlyStart(): Promise<void> {
  const start = await startUp(11);
  const big = await track(launchMock(1_000_000, { serveArgs: ['--journal-size', '0'] }));
  const bigStartMs = await firstListAnswer(big);
  const stall = await seedStall(big.url, DEMO, 8, 7001);
  const targets = [startTarget(start), ...startUpTargets(bigStartMs, stall)];
  if (flags.json) process.stdout.write(`${JSON.stringify({ start, bigStartMs, stall, targets }, null, 2)}\n`);
  else process.stdout.write(`${['', ...targetTable(targets)].join('\n')}\n`);
  process.exitCode = targets.every((t) => t.pass !== false) ? 0 : 1;
}

/** `--only kit`: the kit's default run against the mock beside node:http replaying its requests. */
async function onlyKit(): Promise<void> {
  const kitMock = await track(launchMock(120, { serveArgs: ['--journal-size', '5000'] }));
  const kit = await kitRun(kitMock.url, Object.values(DEMO), DEMO, 7);
  const targets = [kitTarget(kit)];
  if (flags.json) process.stdout.write(`${JSON.stringify({ kit, targets }, null, 2)}\n`);
  else process.stdout.write(`${['', `The kit: ${kit.summary}`, '', ...targetTable(targets)].join('\n')}\n`);
  process.exitCode = targets.every((t) => t.pass !== false) ? 0 : 1;
}

try {
  const client = loadClient();
  const connections = Number(flags.connections);
  say(
    `core-kit bench: node ${process.version}, ${cpus().length} cores, ${client} with ${connections} connections (and ${2 * connections} to check the client), ${flags.rounds} rounds of ${flags.seconds} s per row (medians)`,
  );
  if (client === 'autocannon') say(`  ${WRK_HINT}`);
  await (flags.only === 'page'
    ? onlyPage(client, connections)
    : flags.only === 'start'
      ? onlyStart()
      : flags.only === 'kit'
        ? onlyKit()
        : everything(client, connections));
} finally {
  for (const s of started) s.stop();
}

/** Every figure and its target. */
async function everything(client: LoadClient, connections: number): Promise<void> {
  say('  start to first answer: core-kit serve beside node starting a bare server');
  const start = await startUp(7);

  // The accounts are built when first asked for: memory and start-up are measured once a list has answered.
  const empty = await track(launchMock(0));
  await firstListAnswer(empty);
  const emptyRss = await rssOf(empty.child.pid!);
  empty.stop();
  const big = await track(launchMock(1_000_000, { serveArgs: ['--journal-size', '0'] }));
  const bigStartMs = await firstListAnswer(big);
  const bigRss = await rssOf(big.child.pid!);
  say(`  1,000,000 notifications: the first list answer ${Math.round(bigStartMs)} ms after spawn`);

  const load = await throughput({
    client,
    connections,
    seconds: Number(flags.seconds),
    rounds: Number(flags.rounds),
    big,
    track,
    say,
  });

  say('  the kit: its default run against the mock, beside node:http replaying its requests');
  const kitMock = await track(launchMock(120, { serveArgs: ['--journal-size', '5000'] }));
  const kit = await kitRun(kitMock.url, Object.values(DEMO), DEMO, 5);
  say("  cheap requests while other seeds' worlds are built");
  const stall = await seedStall(big.url, DEMO, 8, 7001);
  say('  schema validation of invalid list answers');
  const validation = validationLinearity();

  const { targets, table } = benchTargets({
    load,
    start,
    kit,
    stall,
    validation,
    bigStartMs,
    bytesPerNotification: (bigRss - emptyRss) / 1_000_000,
  });
  if (flags.json) {
    const figures = { node: process.version, cores: cpus().length, client, connections, start, kit, targets };
    process.stdout.write(`${JSON.stringify({ ...figures, rows: load.rows }, null, 2)}\n`);
  } else process.stdout.write(`${table}\n`);
  process.exitCode = targets.every((t) => t.pass !== false) ? 0 : 1;
}
