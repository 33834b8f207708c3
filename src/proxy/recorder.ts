// `core-kit proxy --record DIR`: what passes through becomes fixtures `serve --fixtures` reads. Configs as answered;
// each account seen, with new tokens (the target's are never written); its notifications as far as they were paged,
// in an order consistent with every page seen. Never stored: tokens, cookies, Authorization, any other header.
import { randomBytes } from 'node:crypto';
import { portalKeyPattern, configKeys, authHeaders, type Operation } from '../schema/index.js';
import { phpDatetimeReader } from '../mock/index.js';
import { mergeChains } from './merge-chains.js';

export interface RecordedAccount {
  aid: string;
  aidToken: string;
  uid: string;
  uidToken: string;
}

const [AID, AID_TOKEN, UID, UID_TOKEN] = authHeaders.map((h) => h.name.toLowerCase()) as [
  string,
  string,
  string,
  string,
];
const portalKey = new RegExp(portalKeyPattern);
/** Keys the mock computes per request: a fixtures file may not set them. */
const COMPUTED = new Set(['current_language_menu']);
/** Keys beyond the spec a fixtures file may set (assumption configs-cache-keys): recorded so the replay tells the same staleness. */
const CACHE_KEYS = new Set(['cache_datetime', 'cache_minutes']);
/** The keys a fixtures file may set. */
const recordableKey = (key: string) =>
  !COMPUTED.has(key) && ((configKeys as readonly string[]).includes(key) || portalKey.test(key) || CACHE_KEYS.has(key));
const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const newToken = () => randomBytes(12).toString('hex');

interface AccountRecord {
  account: RecordedAccount;
  items: Map<string, unknown>;
  /** Per filter (types, status, pageSize): position → nmid, a newest-first chain. */
  chains: Map<string, Map<number, string>>;
}

export class Recorder {
  private readonly configs = new Map<string, unknown>();
  private readonly accounts = new Map<string, AccountRecord>();
  /** The target's tokens, scrubbed from anything written, whatever field they hide in. */
  private readonly secrets = new Set<string>();
  private bytes = 0;
  /** Set once the recording reached its size limit. */
  full = false;

  constructor(
    private readonly maxBytes: number,
    private readonly say: (line: string) => void,
  ) {}

  /** Takes in one success answer of an operation (`headers` by lower-cased name; `body` the parsed JSON). */
  observe(operation: Operation, rawQuery: string, headers: Record<string, string | undefined>, body: unknown): void {
    for (const name of [AID_TOKEN, UID_TOKEN]) if (headers[name]) this.secrets.add(headers[name]!);
    if (!isObject(body) || (body.code !== undefined && body.code !== 0)) return;
    const data = 'code' in body ? body.data : body;
    if (operation === 'configs') this.observeConfigs(data);
    else this.observeList(rawQuery, headers, data);
  }

  private grow(value: unknown): boolean {
    if (this.full) return false;
    const size = JSON.stringify(value)?.length ?? 0;
    if (this.bytes + size > this.maxBytes) {
      this.full = true;
      this.say(
        `core-kit proxy: the recording reached its limit (${this.maxBytes} bytes); later answers pass through unrecorded`,
      );
      return false;
    }
    this.bytes += size;
    return true;
  }

  private observeConfigs(data: unknown): void {
    if (!isObject(data)) return;
    for (const [key, value] of Object.entries(data))
      if (recordableKey(key) && !this.configs.has(key) && this.grow(value)) this.configs.set(key, value);
  }

  private observeList(rawQuery: string, headers: Record<string, string | undefined>, data: unknown): void {
    const aid = headers[AID];
    const uid = headers[UID];
    if (!aid || !uid || !isObject(data) || !Array.isArray(data.list) || !isObject(data.pagination)) return;
    const query = new URLSearchParams(rawQuery);
    // A projected answer holds partial actionUser/actionInfo: recording it would serve the partial objects later.
    if (query.get('filterUserType') || query.get('filterInfoType')) return;
    let record = this.accounts.get(aid);
    if (!record) {
      record = {
        account: { aid, aidToken: newToken(), uid, uidToken: newToken() },
        items: new Map(),
        chains: new Map(),
      };
      this.accounts.set(aid, record);
      this.say(
        `core-kit proxy: recording account ${aid} (uid ${uid}); serve the recording with X-Core-Aid-Token ${record.account.aidToken} and X-Core-Uid-Token ${record.account.uidToken}`,
      );
    }
    const { currentPage, pageSize } = data.pagination;
    if (!Number.isInteger(currentPage) || !Number.isInteger(pageSize)) return;
    const filter = `types=${query.get('types') ?? ''}&status=${query.get('status') ?? ''}&pageSize=${String(pageSize)}`;
    let chain = record.chains.get(filter);
    if (!chain) record.chains.set(filter, (chain = new Map()));
    data.list.forEach((item, i) => {
      if (!isObject(item) || typeof item.nmid !== 'string') return;
      if (!record.items.has(item.nmid)) {
        if (!this.grow(item)) return;
        record.items.set(item.nmid, item);
      }
      chain.set(((currentPage as number) - 1) * (pageSize as number) + i, item.nmid);
    });
  }

  /** The accounts recorded, with the tokens that serve them. */
  get recordedAccounts(): RecordedAccount[] {
    return [...this.accounts.values()].map((r) => ({ ...r.account }));
  }

  /** The fixtures files (configs.json, accounts.json, notifications.json) as text, the target's tokens scrubbed. */
  files(note: string): Map<string, string> {
    const notifications = Object.fromEntries(
      [...this.accounts.values()].map((r) => {
        const chains = [...r.chains.values()].map((c) =>
          [...c.entries()].sort(([a], [b]) => a - b).map(([, nmid]) => nmid),
        );
        return [r.account.aid, mergeChains(chains, this.timeReader(r.items)).map((nmid) => r.items.get(nmid))];
      }),
    );
    const files = new Map<string, string>(
      [
        ['configs.json', { $comment: note, configs: Object.fromEntries(this.configs) }],
        ['accounts.json', { $comment: note, accounts: this.recordedAccounts }],
        ['notifications.json', { $comment: note, notifications }],
      ].map(([name, value]) => [name as string, this.scrubbed(`${JSON.stringify(value, null, 2)}\n`)]),
    );
    return files;
  }

  /**
   * The instants of an account's items, to place those no page relates: read as the first recorded site language's
   * dateFormat reads all of them, else as Date reads them (ISO 8601, RFC 2822); null when neither does.
   */
  private timeReader(items: Map<string, unknown>): (nmid: string) => number | null {
    const datetimes = new Map(
      [...items].map(([nmid, item]) => [nmid, String((item as { datetime?: unknown }).datetime ?? '')]),
    );
    const menus = this.configs.get('language_menus');
    const formats = Array.isArray(menus)
      ? menus
          .map((m) => (isObject(m) && typeof m.dateFormat === 'string' ? `${m.dateFormat} H:i:s` : null))
          .filter((f): f is string => f !== null)
      : [];
    const byDate = (text: string) => (Number.isNaN(Date.parse(text)) ? null : Date.parse(text));
    const readers = [...formats.map((f) => phpDatetimeReader(f)), byDate];
    const reader = readers.find((read) => [...datetimes.values()].every((text) => read(text) !== null));
    return (nmid) => (reader ? reader(datetimes.get(nmid) ?? '') : null);
  }

  private scrubbed(text: string): string {
    let out = text;
    for (const secret of this.secrets) {
      if (secret.length < 4) continue;
      // As JSON writes it: a token with a quote or a backslash appears escaped in the text.
      out = out.split(JSON.stringify(secret).slice(1, -1)).join('[token removed]');
    }
    return out;
  }
}
