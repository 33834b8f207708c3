// `core-kit proxy --record DIR`: what passes through becomes fixtures `serve --fixtures` reads. Configs as answered;
// each account seen, with new tokens (the target's are never written); its notifications as far as they were paged,
// in an order consistent with every page seen. Never stored: a header; every secret a client sent (credential
// headers, cookies, secret-named query values) is scrubbed from the files wherever the target echoed it.
import { randomBytes } from 'node:crypto';
import {
  portalKeyPattern,
  configKeys,
  computedKeys,
  realSystemKeys,
  authHeaders,
  type Operation,
} from '../schema/index.js';
import { scrubber } from './client-secrets.js';
import { recordingFiles, type RecordedAccount, type RecordedWorld } from './recording-files.js';
import { writtenSize } from './written-size.js';

export type { RecordedAccount } from './recording-files.js';

const [AID, UID] = [authHeaders[0]!.name.toLowerCase(), authHeaders[2]!.name.toLowerCase()];
const portalKey = new RegExp(portalKeyPattern);
/** Keys the mock computes per request: a fixtures file may not set them. */
const COMPUTED = new Set(['current_language_menu']);
/**
 * The keys a fixtures file may set: the spec's, the real system's other stored keys, and the cache keys (assumption
 * configs-cache-keys), recorded so the replay answers them and tells the same staleness.
 */
const RECORDABLE = new Set<string>([...configKeys, ...Object.keys(realSystemKeys), ...Object.keys(computedKeys)]);
const recordableKey = (key: string) => !COMPUTED.has(key) && (RECORDABLE.has(key) || portalKey.test(key));
const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const newToken = () => randomBytes(12).toString('hex');
/** The files' fixed parts (braces, names, the note) beside what is counted per value. */
const FRAME_BYTES = 1_024;

export class Recorder {
  private readonly world: RecordedWorld = { configs: new Map(), accounts: new Map() };
  /** Every secret the recorded requests carried, scrubbed from anything written. */
  private readonly secrets = new Set<string>();
  /** Items in the order they were recorded, to leave the latest out if the files come out too long. */
  private readonly recent: [string, string][] = [];
  private bytes = FRAME_BYTES;
  /** Set once the recording reached its size limit. */
  full = false;

  constructor(
    private readonly maxBytes: number,
    private readonly say: (line: string) => void,
  ) {}

  /**
   * Takes in one success answer of an operation: `headers` by lower-cased name, `body` the parsed JSON, `secrets`
   * every secret the request carried (see clientSecrets).
   */
  observe(
    operation: Operation,
    rawQuery: string,
    headers: Record<string, string | undefined>,
    body: unknown,
    secrets: readonly string[],
  ): void {
    const fresh = secrets.filter((s) => !this.secrets.has(s));
    // Secrets are kept to be scrubbed: they count against the limit like what is written.
    if (!this.grow(fresh.reduce((n, s) => n + Buffer.byteLength(s) + 64, 0))) return;
    for (const secret of fresh) this.secrets.add(secret);
    if (!isObject(body) || (body.code !== undefined && body.code !== 0)) return;
    const data = 'code' in body ? body.data : body;
    if (operation === 'configs') this.observeConfigs(data);
    else this.observeList(rawQuery, headers, data);
  }

  private grow(size: number): boolean {
    if (this.full) return false;
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
      if (recordableKey(key) && !this.world.configs.has(key) && this.grow(writtenSize(value, 2, key)))
        this.world.configs.set(key, value);
  }

  private observeList(rawQuery: string, headers: Record<string, string | undefined>, data: unknown): void {
    const aid = headers[AID];
    const uid = headers[UID];
    if (!aid || !uid || !isObject(data) || !Array.isArray(data.list) || !isObject(data.pagination)) return;
    const query = new URLSearchParams(rawQuery);
    // A projected answer holds partial actionUser/actionInfo: recording it would serve the partial objects later.
    if (query.get('filterUserType') || query.get('filterInfoType')) return;
    let record = this.world.accounts.get(aid);
    if (!record) {
      const account = { aid, aidToken: newToken(), uid, uidToken: newToken() };
      // The account in accounts.json, and its list in notifications.json.
      if (!this.grow(writtenSize(account, 2) + writtenSize([], 2, aid))) return;
      record = { account, items: new Map(), chains: new Map() };
      this.world.accounts.set(aid, record);
      this.say(
        `core-kit proxy: recording account ${aid} (uid ${uid}); serve the recording with X-Core-Aid-Token ${account.aidToken} and X-Core-Uid-Token ${account.uidToken}`,
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
        if (!this.grow(writtenSize(item, 3) + 64)) return;
        record.items.set(item.nmid, item);
        this.recent.push([aid, item.nmid]);
      }
      chain.set(((currentPage as number) - 1) * (pageSize as number) + i, item.nmid);
    });
  }

  /** The accounts recorded, with the tokens that serve them. */
  get recordedAccounts(): RecordedAccount[] {
    return [...this.world.accounts.values()].map((r) => ({ ...r.account }));
  }

  /** The fixtures files (configs.json, accounts.json, notifications.json) as text, every client secret scrubbed. */
  files(note: string): Map<string, string> {
    const { files, leftOut } = recordingFiles(this.world, {
      note,
      scrub: scrubber(this.secrets),
      maxBytes: this.maxBytes,
      recent: this.recent,
    });
    if (leftOut > 0)
      this.say(`core-kit proxy: ${leftOut} notification(s) recorded last were left out to keep within the limit`);
    return files;
  }
}
