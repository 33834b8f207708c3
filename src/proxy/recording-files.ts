// The recording's fixtures files as text: configs.json, accounts.json and notifications.json, each account's items in
// one order consistent with every page seen, every secret a client sent scrubbed, and never more bytes than the limit
// (items recorded last are left out when scrubbing made the files longer than counted).
import { phpDatetimeReader } from '../php-date/index.js';
import { mergeChains } from './merge-chains.js';

export interface RecordedAccount {
  aid: string;
  aidToken: string;
  uid: string;
  uidToken: string;
}

export interface AccountRecord {
  account: RecordedAccount;
  items: Map<string, unknown>;
  /** Per filter (types, status, pageSize): position → nmid, a newest-first chain. */
  chains: Map<string, Map<number, string>>;
}

export interface RecordedWorld {
  configs: Map<string, unknown>;
  accounts: Map<string, AccountRecord>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The instants of an account's items, to place those no page relates: read as the first recorded site language's
 * dateFormat reads all of them, else as Date reads them (ISO 8601, RFC 2822); null when neither does.
 */
function timeReader(configs: Map<string, unknown>, items: Map<string, unknown>): (nmid: string) => number | null {
  const datetimes = new Map(
    [...items].map(([nmid, item]) => [nmid, String((item as { datetime?: unknown }).datetime ?? '')]),
  );
  const menus = configs.get('language_menus');
  const formats = Array.isArray(menus)
    ? menus
        .map((m) => (isObject(m) && typeof m.dateFormat === 'string' ? `${m.dateFormat} H:i:s` : null))
        .filter((f): f is string => f !== null)
    : [];
  const byDate = (text: string) => (Number.isNaN(Date.parse(text)) ? null : Date.parse(text));
  const readers = [...formats.map((f) => phpDatetimeReader(f, 'exact')), byDate];
  const reader = readers.find((read) => [...datetimes.values()].every((text) => read(text) !== null));
  return (nmid) => (reader ? reader(datetimes.get(nmid) ?? '') : null);
}

function filesOf(world: RecordedWorld, note: string, scrub: (text: string) => string): Map<string, string> {
  const notifications = Object.fromEntries(
    [...world.accounts.values()].map((r) => {
      const chains = [...r.chains.values()].map((c) =>
        [...c.entries()].sort(([a], [b]) => a - b).map(([, nmid]) => nmid),
      );
      const order = mergeChains(chains, timeReader(world.configs, r.items)).filter((nmid) => r.items.has(nmid));
      return [r.account.aid, order.map((nmid) => r.items.get(nmid))];
    }),
  );
  const accounts = [...world.accounts.values()].map((r) => r.account);
  return new Map(
    [
      ['configs.json', { $comment: note, configs: Object.fromEntries(world.configs) }],
      ['accounts.json', { $comment: note, accounts }],
      ['notifications.json', { $comment: note, notifications }],
    ].map(([name, value]) => [name as string, scrub(`${JSON.stringify(value, null, 2)}\n`)]),
  );
}

const bytesOf = (files: Map<string, string>) => [...files.values()].reduce((n, t) => n + Buffer.byteLength(t), 0);

/**
 * The files, at most `maxBytes` in all. `recent`: [aid, nmid] of the items in the order they were recorded; when the
 * scrubbed text came out longer than counted, the latest go first until the files fit.
 */
export function recordingFiles(
  world: RecordedWorld,
  options: { note: string; scrub: (text: string) => string; maxBytes: number; recent: [string, string][] },
): { files: Map<string, string>; leftOut: number } {
  let files = filesOf(world, options.note, options.scrub);
  let leftOut = 0;
  const recent = [...options.recent];
  while (bytesOf(files) > options.maxBytes && recent.length > 0) {
    // Leave out about as many items as the excess takes, then measure again.
    let excess = bytesOf(files) - options.maxBytes;
    while (excess > 0 && recent.length > 0) {
      const [aid, nmid] = recent.pop()!;
      const items = world.accounts.get(aid)?.items;
      excess -= Buffer.byteLength(JSON.stringify(items?.get(nmid) ?? null, null, 2));
      items?.delete(nmid);
      leftOut++;
    }
    files = filesOf(world, options.note, options.scrub);
  }
  return { files, leftOut };
}
