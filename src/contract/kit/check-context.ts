// What checks see: the server through KitHttp, every answer judged by the invariants as it arrives, and memoised
// configs and pages (kept whole up to a memory budget, slim beyond it).
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH, authHeaders, LANGUAGE_HEADER } from '../../schema/index.js';
import type { Validators } from '../invariants/seen-answer.js';
import { classify, isObject } from './answer.js';
import type { AnswerJournal } from './answer-journal.js';
import { AnswerObserver } from './answer-observer.js';
import { validatorsOf } from './run-validators.js';
import type { Exchange, KitHttp } from './kit-http.js';
import { answerCost, LARGEST_KEPT_ANSWER, RETAINED_ANSWER_BUDGET, slimmed } from './slim-answer.js';
import { toPage, type Page } from './page.js';

export interface Credentials {
  aid: string;
  aidToken: string;
  uid: string;
  uidToken: string;
}

export type Query = Record<string, string | number>;

export interface ConfigsFetch {
  exchange: Exchange;
  /** The configuration items: `data` of the envelope, or the body itself when there is no envelope. */
  payload?: Record<string, unknown>;
  /** Set when the first, header-less request was rejected and the kit retried with the credentials. */
  neededLogin?: boolean;
  problem?: string;
}

const HEADER_NAMES = authHeaders.map((h) => h.name);

export class CheckContext {
  private readonly memo = new Map<string, Promise<unknown>>();
  readonly validators: Validators;
  private readonly observer: AnswerObserver;
  private retained = 0;
  private fresh = 0;

  constructor(
    readonly http: KitHttp,
    readonly credentials: Credentials,
    document: Record<string, unknown>,
    readonly options: {
      lang?: string | undefined;
      other?: Credentials | undefined;
      /** Estimated bytes of answers kept whole (default RETAINED_ANSWER_BUDGET); beyond, they are kept slim. */
      retainedBudget?: number | undefined;
    } = {},
  ) {
    this.validators = validatorsOf(document);
    this.observer = new AnswerObserver(this.validators);
  }

  /** Judges an answer by the invariants (KitHttp calls it for every answer, once; see AnswerObserver). */
  readonly observe = (exchange: Exchange): void => this.observer.observe(exchange);

  /** Each move of the inbox noticed during the run (the same request answered shifted): a live server. */
  get inboxMoves(): readonly string[] {
    return this.observer.watch.moves;
  }

  /** Asks the default pages again, and the first unread one: has a live inbox moved (or been read) meanwhile? */
  async settle(): Promise<void> {
    const accounts = [this.credentials, ...(this.options.other ? [this.options.other] : [])];
    const pages = accounts.map((a) => this.freshPage({}, this.authHeaders({}, a)));
    const unread = this.freshPage({ status: 0, pageSize: 15, page: 1 }); // as the status walk asks it (InboxWatch)
    await Promise.all([unread, ...pages].map((p) => p.catch(() => undefined)));
  }

  /** Forgets everything the run memoised and the answers the watch compares with: checks run again start afresh. */
  forget(): void {
    this.memo.clear();
    this.observer.watch.restart();
  }

  /** Per invariant rule, what every answer of the run showed. */
  get journal(): AnswerJournal {
    return this.observer.journal;
  }

  /** The four X-Core-* headers of this account (or of the other one); `null` leaves one out, a string replaces it. */
  authHeaders(
    overrides: Partial<Record<string, string | null>> = {},
    account: Credentials = this.credentials,
  ): Record<string, string> {
    const values = [account.aid, account.aidToken, account.uid, account.uidToken];
    const headers: Record<string, string> = {};
    HEADER_NAMES.forEach((name, i) => {
      const value = name in overrides ? overrides[name] : values[i];
      if (value !== null && value !== undefined) headers[name] = value;
    });
    return headers;
  }

  /** Memoises one piece of work of the run under a key. */
  once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let promise = this.memo.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = load();
      this.memo.set(key, promise);
    }
    return promise;
  }

  /** A GET of the list (default: all four credentials), memoised; `fresh` asks again whatever was asked before. */
  listExchange(
    query: Query,
    headers: Record<string, string> = this.authHeaders(),
    options: { fresh?: boolean } = {},
  ): Promise<Exchange> {
    const path = listPath(query);
    const key = `list ${path} ${JSON.stringify(headers)}${options.fresh ? ` #${++this.fresh}` : ''}`;
    // The run's reference, its own default page (asked first and again at the end), is kept whole whatever the budget.
    const reference = path === NOTIFICATION_LIST_PATH && JSON.stringify(headers) === JSON.stringify(this.authHeaders());
    return this.once(key, async () => this.kept(await this.http.get(path, headers), reference && !options.fresh));
  }

  /** A GET of the list with a query string sent as written (repeated or percent-encoded parameters), memoised. */
  rawListExchange(search: string, headers: Record<string, string> = this.authHeaders()): Promise<Exchange> {
    const path = search ? `${NOTIFICATION_LIST_PATH}?${search}` : NOTIFICATION_LIST_PATH;
    return this.once(`raw ${path} ${JSON.stringify(headers)}`, async () =>
      this.kept(await this.http.get(path, headers)),
    );
  }

  page(query: Query, headers?: Record<string, string>): Promise<Page> {
    return this.once(`page ${listPath(query)} ${JSON.stringify(headers ?? null)}`, async () =>
      toPage(await this.listExchange(query, headers)),
    );
  }

  /**
   * The page with every field: itself when it was kept whole, else the same request asked again and handed to the
   * caller alone (never kept, so the memory budget holds). A check that reads objects (projections, actionInfo, the
   * structures' fields) never judges from an answer cut down to the fields walks read.
   */
  async whole(page: Page): Promise<Page> {
    if (!page.exchange.slim) return page;
    return toPage(await this.http.get(page.exchange.path, page.exchange.headers));
  }

  /** The page asked now, whatever was asked before, whole and never kept (see whole). */
  async freshPage(query: Query, headers: Record<string, string> = this.authHeaders()): Promise<Page> {
    return toPage(await this.http.get(listPath(query), headers));
  }

  /** The configs, asked without login first (the spec does not say it needs one), then with the credentials. */
  configs(): Promise<ConfigsFetch> {
    return this.once('configs', async () => {
      const open = this.kept(await this.http.get(CONFIGS_PATH, {}));
      if (classify(open).kind === 'rejection') {
        const withLogin = this.kept(await this.http.get(CONFIGS_PATH, this.authHeaders()));
        return { ...toConfigs(withLogin), neededLogin: true };
      }
      return toConfigs(open);
    });
  }

  /** The configs with extra query or headers (memoised), e.g. a `keys=` subset. */
  configsExchange(query: Query, headers: Record<string, string> = {}): Promise<Exchange> {
    const path = withQuery(CONFIGS_PATH, query);
    return this.once(`configs ${path} ${JSON.stringify(headers)}`, async () =>
      this.kept(await this.http.get(path, headers)),
    );
  }

  /** The language header the run sends (--lang), for checks that need to know it. */
  get languageHeader(): string {
    return LANGUAGE_HEADER;
  }

  /** Keeps an answer whole while the budget lasts (and when it is not too big alone), slim otherwise. */
  private kept(exchange: Exchange, pinned = false): Exchange {
    const cost = answerCost(exchange);
    const whole =
      cost <= LARGEST_KEPT_ANSWER &&
      (pinned || this.retained + cost <= (this.options.retainedBudget ?? RETAINED_ANSWER_BUDGET));
    this.retained += whole ? cost : slimmed(exchange);
    return exchange;
  }
}

const withQuery = (path: string, query: Query) => {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return search ? `${path}?${search}` : path;
};

export const listPath = (query: Query) => withQuery(NOTIFICATION_LIST_PATH, query);

function toConfigs(exchange: Exchange): ConfigsFetch {
  const answer = classify(exchange);
  if (answer.kind !== 'success') return { exchange, problem: answer.summary };
  const body = answer.body;
  const payload = 'code' in body && isObject(body.data) ? body.data : body;
  return { exchange, payload };
}
