// What checks see: the server through KitHttp, with memoised configs, pages, walks and per-type totals.
import { createDocumentValidator, type DocumentValidator } from '../../validation/create-document-validator.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../schema/paths.js';
import { authHeaders, LANGUAGE_HEADER } from '../../schema/headers.js';
import { classify, isObject } from './answer.js';
import type { Exchange, KitHttp } from './kit-http.js';

export interface Credentials {
  aid: string;
  aidToken: string;
  uid: string;
  uidToken: string;
}

export type Item = Record<string, unknown>;
export type Query = Record<string, string | number>;

export interface Page {
  exchange: Exchange;
  /** Present when the answer is a well-formed success. */
  data?: { pagination: { total: number; pageSize: number; currentPage: number; lastPage: number }; list: Item[] };
  /** Why there is no data. */
  problem?: string;
}

export type Walk = { items: Item[]; pages: Page[]; total: number } | { problem: string; exchange?: Exchange } | { tooLong: string };

export interface ConfigsFetch {
  exchange: Exchange;
  /** The configuration items: `data` of the envelope, or the body itself when there is no envelope. */
  payload?: Record<string, unknown>;
  /** Set when the first, header-less request was rejected and the kit retried with the credentials. */
  neededLogin?: boolean;
  problem?: string;
}

/** Pages a walk may fetch before it reports that the list is too long to walk. */
export const WALK_PAGE_LIMIT = 40;

const HEADER_NAMES = authHeaders.map((h) => h.name);

export class CheckContext {
  private readonly memo = new Map<string, Promise<unknown>>();
  readonly validators: { spec: DocumentValidator; documented: DocumentValidator };

  constructor(
    readonly http: KitHttp,
    readonly credentials: Credentials,
    document: Record<string, unknown>,
    readonly options: { lang?: string | undefined } = {},
  ) {
    this.validators = { spec: createDocumentValidator(document, 'spec'), documented: createDocumentValidator(document, 'documented') };
  }

  /** The four X-Core-* headers; `null` leaves one out, a string replaces it. */
  authHeaders(overrides: Partial<Record<string, string | null>> = {}): Record<string, string> {
    const values = [this.credentials.aid, this.credentials.aidToken, this.credentials.uid, this.credentials.uidToken];
    const headers: Record<string, string> = {};
    HEADER_NAMES.forEach((name, i) => {
      const value = name in overrides ? overrides[name] : values[i];
      if (value !== null && value !== undefined) headers[name] = value;
    });
    return headers;
  }

  private once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let promise = this.memo.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = load();
      this.memo.set(key, promise);
    }
    return promise;
  }

  /** A GET of the list with the given query and headers (default: all four credentials), memoised. */
  listExchange(query: Query, headers: Record<string, string> = this.authHeaders()): Promise<Exchange> {
    const path = listPath(query);
    return this.once(`list ${path} ${JSON.stringify(headers)}`, () => this.http.get(path, headers));
  }

  page(query: Query): Promise<Page> {
    return this.once(`page ${listPath(query)}`, async () => toPage(await this.listExchange(query)));
  }

  /** Every item of a query, page by page (pageSize ≤ 15: any implementation's cap allows it). */
  walk(query: Query, pageSize = 15): Promise<Walk> {
    return this.once(`walk ${listPath(query)} ${pageSize}`, async () => {
      const first = await this.page({ ...query, pageSize, page: 1 });
      if (!first.data) return { problem: first.problem ?? 'no data', exchange: first.exchange };
      const total = first.data.pagination.total;
      const pages = Math.ceil(total / pageSize);
      if (pages > WALK_PAGE_LIMIT) return { tooLong: `total ${total} needs ${pages} pages of ${pageSize}; the walk limit is ${WALK_PAGE_LIMIT} pages` };
      const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => this.page({ ...query, pageSize, page: i + 2 })));
      const broken = rest.find((p) => !p.data);
      if (broken) return { problem: broken.problem ?? 'no data', exchange: broken.exchange };
      const all = [first, ...rest];
      return { items: all.flatMap((p) => p.data!.list), pages: all, total };
    });
  }

  /** Total of each type 1…9 (and its first page of 15), from `types=t`. */
  typePages(): Promise<Map<number, Page>> {
    return this.once('type pages', async () => {
      const pages = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9].map((t) => this.page({ types: String(t), pageSize: 15 })));
      return new Map(pages.map((p, i) => [i + 1, p]));
    });
  }

  /** The configs, asked without login first (the spec does not say it needs one), then with the credentials. */
  configs(): Promise<ConfigsFetch> {
    return this.once('configs', async () => {
      const open = await this.http.get(CONFIGS_PATH, {});
      if (classify(open).kind === 'rejection') {
        const withLogin = await this.http.get(CONFIGS_PATH, this.authHeaders());
        return { ...toConfigs(withLogin), neededLogin: true };
      }
      return toConfigs(open);
    });
  }

  /** The configs with extra query or headers (memoised), e.g. a `keys=` subset. */
  configsExchange(query: Query, headers: Record<string, string> = {}): Promise<Exchange> {
    const path = withQuery(CONFIGS_PATH, query);
    return this.once(`configs ${path} ${JSON.stringify(headers)}`, () => this.http.get(path, headers));
  }

  /** The language header the run sends (--lang), for checks that need to know it. */
  get languageHeader(): string {
    return LANGUAGE_HEADER;
  }
}

const withQuery = (path: string, query: Query) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return search ? `${path}?${search}` : path;
};

export const listPath = (query: Query) => withQuery(NOTIFICATION_LIST_PATH, query);

function toPage(exchange: Exchange): Page {
  const answer = classify(exchange);
  if (answer.kind !== 'success') return { exchange, problem: answer.summary };
  const data = answer.body.data;
  if (!isObject(data) || !Array.isArray(data.list) || !isObject(data.pagination)) return { exchange, problem: 'a success without data.list and data.pagination' };
  const p = data.pagination;
  const numeric = ['total', 'pageSize', 'currentPage', 'lastPage'].every((k) => typeof p[k] === 'number');
  if (!numeric) return { exchange, problem: `pagination without numeric total, pageSize, currentPage, lastPage: ${JSON.stringify(p).slice(0, 120)}` };
  if (!data.list.every(isObject)) return { exchange, problem: 'data.list holds something other than objects' };
  return { exchange, data: { pagination: p as NonNullable<Page['data']>['pagination'], list: data.list as Item[] } };
}

function toConfigs(exchange: Exchange): ConfigsFetch {
  const answer = classify(exchange);
  if (answer.kind !== 'success') return { exchange, problem: answer.summary };
  const body = answer.body;
  const payload = 'code' in body && isObject(body.data) ? body.data : body;
  return { exchange, payload };
}
