// The flags of `core-kit serve` and the mock options they make: every invalid value is a usage error (exit 2).
import { DEFAULT_HOST, DEFAULT_PORT, dataNames } from '../schema/index.js';
import {
  configsPresets,
  HTTP_LIMITS,
  MAX_CONNECTIONS,
  type MockOptions,
  DEMO_CREDENTIALS,
  type AccountCredentials,
} from '../mock/index.js';
import { MAX_JOURNAL_SIZE } from '../control-room/index.js';
import { chaosFlags, chaosOptions } from './chaos-flags.js';
import { choice, integerFlag, UsageError, type FlagSpec, type FlagValues } from './flags.js';
import { accountsOf, worldFlags, worldOptions } from './world-flags.js';

export const serveFlags: FlagSpec[] = [
  {
    name: 'port',
    type: 'string',
    valueName: 'n',
    default: String(DEFAULT_PORT),
    // Prefixed first: tools such as a frontend dev server export PORT and HOST for their own server.
    env: ['CORE_KIT_PORT', 'PORT'],
    description: 'Port to listen on (0: any free port).',
  },
  {
    name: 'host',
    type: 'string',
    valueName: 'address',
    default: DEFAULT_HOST,
    env: ['CORE_KIT_HOST', 'HOST'],
    description: 'Address to bind; the default keeps the mock private to this machine.',
  },
  ...worldFlags,
  {
    name: 'aid',
    type: 'string',
    valueName: 'id',
    default: DEMO_CREDENTIALS.aid,
    description: 'Demo account ID (X-Core-Aid).',
  },
  {
    name: 'aid-token',
    type: 'string',
    valueName: 'token',
    default: DEMO_CREDENTIALS.aidToken,
    description: 'Demo account token (X-Core-Aid-Token).',
  },
  {
    name: 'uid',
    type: 'string',
    valueName: 'id',
    default: DEMO_CREDENTIALS.uid,
    description: 'Demo user ID (X-Core-Uid).',
  },
  {
    name: 'uid-token',
    type: 'string',
    valueName: 'token',
    default: DEMO_CREDENTIALS.uidToken,
    description: 'Demo user token (X-Core-Uid-Token).',
  },
  { name: 'print-credentials', type: 'boolean', description: "Print every account's credentials and exit." },
  {
    name: 'fixtures',
    type: 'string',
    valueName: 'file|dir',
    description:
      'Serve data from fixtures files (as `core-kit fixtures --out` writes): config overrides, accounts, notifications; checked before start.',
  },
  {
    name: 'watch',
    type: 'boolean',
    description:
      'With --fixtures: pick up every edit without a restart; an invalid edit keeps the last valid data serving and shows its problems (stderr and the control room).',
  },
  ...chaosFlags,
  {
    name: 'data',
    type: 'string',
    valueName: dataNames.join('|'),
    default: 'standard',
    description:
      'The data every request sees unless it asks otherwise (`Prefer: data=`): `edge` bends the world to break UIs on purpose (nulls, longest strings, right-to-left text, emoji, empty lists, extreme counts).',
  },
  {
    name: 'configs',
    type: 'string',
    valueName: configsPresets.join('|'),
    default: 'seeded',
    description:
      "How the configs start: `seeded`, a filled-in site drawn from the seed; `fresh-install`, the real system's configs as its installer leaves them (its nulls, no `site_url`, so every detail `url` is null; the language switch off).",
  },
  {
    name: 'http-errors',
    type: 'boolean',
    description:
      'Answer validation errors with HTTP 400 and auth errors with 401 (default: HTTP 200, as the real system).',
  },
  {
    name: 'max-connections',
    type: 'string',
    valueName: 'n',
    default: String(HTTP_LIMITS.maxConnections),
    env: 'MAX_CONNECTIONS',
    description: 'Connections open at once; beyond, a new connection is closed at once without an answer.',
  },
  {
    name: 'journal-size',
    type: 'string',
    valueName: 'n',
    default: '500',
    description: `Requests the control room (/__core/) keeps, 0 to ${MAX_JOURNAL_SIZE} (0: no journal).`,
  },
  {
    name: 'remote-control',
    type: 'boolean',
    description:
      'Let the control room and its API (/__core/) answer other machines too; they change the server for everyone (default: this machine only).',
  },
  {
    name: 'quiet',
    type: 'boolean',
    description: 'No request log (scenario changes and fixtures reloads are still printed).',
  },
];

function credential(values: FlagValues, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || !/^[\x21-\x7e]{1,128}$/.test(value))
    throw new UsageError(`--${name} must be 1 to 128 visible ASCII characters`);
  return value;
}

/** Reads the flags into mock options; every invalid value is a usage error (exit 2). */
export function serveOptions(values: FlagValues): MockOptions & { accounts: AccountCredentials[] } {
  const world = worldOptions(values);
  const demo = {
    aid: credential(values, 'aid'),
    aidToken: credential(values, 'aid-token'),
    uid: credential(values, 'uid'),
    uidToken: credential(values, 'uid-token'),
  };
  return {
    ...world,
    accounts: accountsOf(world, demo),
    port: integerFlag(values, 'port', 0, 65_535)!,
    host: String(values.host),
    demo,
    httpErrors: values['http-errors'] === true,
    ...(choice(values, 'data', dataNames) === 'edge' ? { data: 'edge' as const } : {}),
    ...(choice(values, 'configs', configsPresets) === 'fresh-install' ? { configs: 'fresh-install' as const } : {}),
    chaos: chaosOptions(values),
    maxConnections: integerFlag(values, 'max-connections', 1, MAX_CONNECTIONS)!,
    journalSize: integerFlag(values, 'journal-size', 0, MAX_JOURNAL_SIZE)!,
    remoteControl: values['remote-control'] === true,
  };
}
