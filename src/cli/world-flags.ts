// The flags that shape a world, shared by `serve` and `fixtures`: seed, clock, size, accounts and how quotes read.
import {
  clockMs,
  DEFAULT_NOTIFICATIONS,
  MAX_EXTRA_ACCOUNTS,
  MAX_NOTIFICATIONS,
  mockAccounts,
  quoteReadings,
  type AccountCredentials,
  type QuoteReading,
} from '../mock/index.js';
import { choice, integerFlag, UsageError, type FlagSpec, type FlagValues } from './flags.js';

export const worldFlags: FlagSpec[] = [
  {
    name: 'seed',
    type: 'string',
    valueName: 'n',
    default: '1',
    description: 'World seed: the same seed and --now give byte-identical answers.',
  },
  {
    name: 'now',
    type: 'string',
    valueName: 'ISO instant',
    description: 'Pin the clock, e.g. 2026-11-22T12:00:00Z (default: the clock runs from start; "… ago" grows).',
  },
  {
    name: 'notifications',
    type: 'string',
    valueName: 'n',
    default: String(DEFAULT_NOTIFICATIONS),
    description: `Notifications per account, 0 to ${MAX_NOTIFICATIONS}.`,
  },
  {
    name: 'users',
    type: 'string',
    valueName: 'n',
    default: '0',
    description: 'Extra accounts besides the demo one, each with its own notifications.',
  },
  {
    name: 'quotes',
    type: 'string',
    valueName: quoteReadings.join('|'),
    default: 'real',
    description:
      "How quotes (type 9) read: `real` as the real system sends them (actionTarget 5, the quoting post in actionInfo, the quoted post's pid in contentFsid); `sentence` as the spec's sentence writes them (actionTarget 4, the quoted post in actionInfo, the quoting post's pid in contentFsid).",
  },
];

export interface WorldFlagValues {
  seed: number;
  nowMs?: number;
  notifications: number;
  extraAccounts: number;
  quotes: QuoteReading;
}

function clock(raw: unknown): number | undefined {
  if (raw === undefined) return undefined;
  const ms = typeof raw === 'string' ? clockMs(raw) : null;
  if (ms === null)
    throw new UsageError(
      `--now must be an ISO 8601 instant with a zone, e.g. 2026-11-22T12:00:00Z (received ${JSON.stringify(raw)})`,
    );
  return ms;
}

export function worldOptions(values: FlagValues): WorldFlagValues {
  const nowMs = clock(values.now);
  return {
    seed: integerFlag(values, 'seed', 0, 2 ** 31 - 1)!,
    ...(nowMs === undefined ? {} : { nowMs }),
    notifications: integerFlag(values, 'notifications', 0, MAX_NOTIFICATIONS)!,
    extraAccounts: integerFlag(values, 'users', 0, MAX_EXTRA_ACCOUNTS)!,
    quotes: choice(values, 'quotes', quoteReadings),
  };
}

/** Every account, refusing demo credentials that collide with an extra account. */
export function accountsOf(world: WorldFlagValues, demo: AccountCredentials): AccountCredentials[] {
  const accounts = mockAccounts(world.seed, demo, world.extraAccounts);
  const clash = accounts.slice(1).find((a) => a.aid === demo.aid || a.uid === demo.uid);
  if (clash)
    throw new UsageError(
      `--aid/--uid clash with extra account ${clash.aid} (uid ${clash.uid}); pick other demo credentials`,
    );
  return accounts;
}
