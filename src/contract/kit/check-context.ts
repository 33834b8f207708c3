// What checks see: the server through KitHttp, every answer judged by the invariants as it arrives, and memoised
// configs and pages (kept whole up to a memory budget, slim beyond it).
import { createDocumentValidator } from '../../validation/index.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH, authHeaders, LANGUAGE_HEADER } from '../../schema/index.js';
import { answerJudge } from '../invariants/judge-answer.js';
import type { Validators } from '../invariants/seen-answer.js';
import { classify, isObject } from './answer.js';
import { AnswerJournal } from './answer-journal.js';
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

/** The components answers are judged by (the build compiles their validators ahead, into dist/). */
export const JUDGED = [
  'NotificationListResponse',
  'Notification',
  'ErrorEnvelope',
  'GlobalConfigs',
  'GlobalConfigItems',
  'ConfigsResponse',
  'ConfigsSubsetResponse',
];

/**
 * The document's validators, compiled once per document and process (or, for the committed document, loaded as the
 * build compiled them ahead), here, before a run's deadline starts, not in the middle of the run. Those that name every
 * problem of an invalid answer compile when the first invalid answer comes.
 */
const compiled = new WeakMap<object, Validators>();
export function validatorsOf(document: Record<string, unknown>): Validators {
  let validators = compiled.get(document);
  if (!validators) {
    validators = {
      spec: createDocumentValidator(document, 'spec'),
      documented: createDocumentValidator(document, 'documented'),
    };
    for (const validator of Object.values(validators)) for (const component of JUDGED) validator.prepare(component);
    compiled.set(document, validators);
  }
  return validators;
}

export class CheckContext {
  private readonly memo = new Map<string, Promise<unknown>>();
  readonly validators: Validators;
  readonly journal = new AnswerJournal();
  private retained = 0;
  /** The configs' timeAgo wording and date formats come from the first whole configs answer (the run asks it first). */
  private readonly judge: ReturnType<typeof answerJudge>;
  private fresh = 0;

  constructor(
    readonly http: KitHttp,
    readonly credentials: Credentials,
    document: Record<string, unknown>,
    readonly options: { lang?: string | undefined; other?: Credentials | undefined } = {},
  ) {
    this.validators = validatorsOf(document);
    this.judge = answerJudge(this.validators);
  }

  /** Judges an answer by every rule of one answer (KitHttp calls it for every answer, once). */
  readonly observe = (exchange: Exchange): void => {
    if (exchange.status === undefined) return;
    const [path, search = ''] = exchange.path.split('?');
    const judgement = this.judge({
      path: path!,
      search: new URLSearchParams(search),
      status: exchange.status,
      headers: exchange.responseHeaders ?? {},
      json: exchange.json,
      bom: exchange.bom === true,
      jsonProblem: exchange.jsonProblem,
      duplicateKey: exchange.duplicateKey,
      excerpt: exchange.body,
      wire: exchange.wire,
    });
    if (judgement.violations.length > 0) exchange.violations = judgement.violations;
    this.journal.record(exchange, judgement);
  };

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
    return this.once(key, async () => this.kept(await this.http.get(path, headers)));
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
  private kept(exchange: Exchange): Exchange {
    const cost = answerCost(exchange);
    const whole = cost <= LARGEST_KEPT_ANSWER && this.retained + cost <= RETAINED_ANSWER_BUDGET;
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
