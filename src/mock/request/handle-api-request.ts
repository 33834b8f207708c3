// The one request core behind both adapters (node:http and msw): a request in, a response plan out. No framework, no
// Node APIs: preferences and chaos decide delay and fault, then the query engine answers in the envelope.
import {
  errorEntryByCode,
  type Operation,
  type Fault,
  type PreferenceName,
  type LanguageEntry,
  apiError,
  ok,
  type ApiError,
  type Result,
  errorStatus,
  errorText,
  type ErrorStatusPolicy,
} from '../../schema/index.js';
import type { World } from '../world/create-world.js';
import { WorldVariants, type VariantLimits } from '../world/world-variants.js';
import { edgeNotifications } from '../world/edge-notifications.js';
import { authenticate } from './authenticate.js';
import { chaosAt, NO_CHAOS, type ChaosConfig } from './chaos.js';
import { parseNotificationQuery } from '../query/parse-notification-query.js';
import { NO_PREFERENCES, parsePreferences, preferenceAppliedText, type Preferences } from './parse-preferences.js';
import { JsonFragments } from '../render/json-fragments.js';
import { listAnswerBytes } from '../render/list-answer-text.js';
import { truncated } from '../render/truncated-answer.js';
import { resolveLanguage } from './resolve-language.js';
import { withDefaultPreferences, type RuntimeOverrides } from './runtime-overrides.js';
import { parseConfigsQuery } from '../query/select-configs.js';
import { configsAnswers } from './configs-answers.js';
import { splitTwins } from './split-twins.js';

export type { Operation } from '../../schema/index.js';

/** Request headers by lower-cased name, as Node's `req.headers` (a repeated header may be a list). */
export type HeaderBag = Readonly<Record<string, string | readonly string[] | undefined>>;

export interface ApiRequest {
  operation: Operation;
  /** The query string without `?`. */
  rawQuery: string;
  headers: HeaderBag;
}

export interface ResponsePlan {
  status: number;
  /** The body to send, as text or UTF-8 bytes (empty for a reset). */
  body: string | Uint8Array;
  /** Headers beyond Content-Type and the common ones, as a flat [name, value, …] list: Preference-Applied when a preference shaped the answer. Shared: never change it. */
  extraHeaders: readonly string[];
  /** Wait this long before answering (or resetting). */
  delayMs: number;
  /** `reset`: close the connection without an answer. `malformed` and `server-error` are already in `status` and `body`. */
  fault: Fault | null;
  /** The envelope code for the request log; null when no whole envelope is sent. */
  code: number | null;
}

export interface ApiHandlerOptions {
  world: World;
  policy: ErrorStatusPolicy;
  /** Server-wide latency and faults; a request's own `delay`, `fault` or `code` preference overrides them. */
  chaos?: ChaosConfig | null;
  limits?: VariantLimits;
  /** Run-time overrides (the control API's scenario), read on every request: a request's own preferences still win. */
  overrides?: RuntimeOverrides;
  /** Start-up preferences (`serve --data edge`), under the overrides' and the request's own. */
  startup?: Readonly<Preferences> | null;
}

/**
 * A request in, its response plan out. `prepare` first: null when the request needs nothing built (the common case),
 * else a promise that builds another seed's world, an account or a resized list in slices between other requests.
 */
export interface ApiRequestHandler {
  (request: ApiRequest): ResponsePlan;
  prepare(request: ApiRequest): Promise<void> | null;
}

/** A request's preferences, its query without twins, and the `lang` entry (checked). */
interface Read {
  p: Readonly<Preferences>;
  rawQuery: string;
  language: LanguageEntry | null;
}

interface Answer {
  status: number;
  body: string | Uint8Array;
  code: number | null;
}

const NO_HEADERS: readonly string[] = Object.freeze([]);
const NOTHING_APPLIED = new Set<PreferenceName>(); // shared by every request without preferences (never added to)

const header = (headers: HeaderBag, name: string): string | undefined =>
  headers[name] === undefined || typeof headers[name] === 'string'
    ? (headers[name] as string | undefined)
    : (headers[name] as readonly string[]).join(', ');

/** The answer a `code=<n>` preference asks for: that catalogue entry with its stable message. */
const requestedError = (code: number): ApiError => ({
  entry: errorEntryByCode(code)!,
  message: errorEntryByCode(code)!.message,
});

export function createApiRequestHandler({
  world: base,
  policy,
  chaos = null,
  limits,
  overrides,
  startup = null,
}: ApiHandlerOptions): ApiRequestHandler {
  const variants = new WorldVariants(base, limits);
  const configsAnswer = configsAnswers();
  const fragments = new JsonFragments();
  const failed = (error: ApiError): Answer => ({
    status: errorStatus(error, policy),
    body: errorText(error),
    code: error.entry.code,
  });
  let sequence = 0;

  /** Twins out of the query, the preferences parsed, and a `lang` tag checked against the languages of the world it asks for. */
  function readPreferences(request: ApiRequest): Result<Read> {
    const own = ownPreferences(request);
    if (!own.ok) return own;
    const { p, rawQuery } = own.value;
    if (p.lang === undefined) return ok({ p, rawQuery, language: null });
    const world = variants.world(p.seed);
    const chosen = resolveLanguage(p.lang, world.languages, world.defaultLanguage, 'the lang preference');
    return chosen.ok ? ok({ p, rawQuery, language: chosen.value }) : chosen;
  }

  /** The request's preferences (header and twins) over the run-time scenario's, and the query without the twins. */
  function ownPreferences(request: ApiRequest): Result<{ p: Readonly<Preferences>; rawQuery: string }> {
    const split = splitTwins(request.rawQuery);
    if (!split.ok) return split;
    const parsed = parsePreferences(header(request.headers, 'prefer'), split.value.twins);
    if (!parsed.ok) return parsed;
    return ok({
      p: withDefaultPreferences(parsed.value, overrides?.preferences ?? null, startup),
      rawQuery: split.value.rawQuery,
    });
  }

  /** The `lang` preference wins over the header (assumption language-header names the header; the preference is the mock's). */
  function language(
    world: World,
    read: Read,
    request: ApiRequest,
    applied: Set<PreferenceName>,
  ): Result<LanguageEntry> {
    if (read.language === null)
      return resolveLanguage(header(request.headers, 'x-core-client-lang-tag'), world.languages, world.defaultLanguage);
    applied.add('lang');
    return ok(read.language);
  }

  function configs(world: World, read: Read, request: ApiRequest, applied: Set<PreferenceName>): Answer {
    const chosen = language(world, read, request, applied);
    if (!chosen.ok) return failed(chosen.error);
    const keys = parseConfigsQuery(read.rawQuery, world.configs);
    if (!keys.ok) return failed(keys.error);
    return { status: 200, body: configsAnswer(world, chosen.value, keys.value), code: 0 };
  }

  function notificationList(world: World, read: Read, request: ApiRequest, applied: Set<PreferenceName>): Answer {
    const h = request.headers;
    const auth = authenticate(
      {
        aid: header(h, 'x-core-aid'),
        aidToken: header(h, 'x-core-aid-token'),
        uid: header(h, 'x-core-uid'),
        uidToken: header(h, 'x-core-uid-token'),
      },
      world.findAccount,
    );
    if (!auth.ok) return failed(auth.error);
    const chosen = language(world, read, request, applied);
    if (!chosen.ok) return failed(chosen.error);
    const query = parseNotificationQuery(read.rawQuery);
    if (!query.ok) return failed(query.error);
    const { total, data } = read.p;
    const generated = variants.notifications(world, auth.value.account, total);
    for (const name of ['total', 'data'] as const) if (read.p[name] !== undefined) applied.add(name);
    const source = data === 'edge' ? edgeNotifications(generated, world) : generated;
    return {
      status: 200,
      body: listAnswerBytes(source, query.value, { language: chosen.value, nowMs: world.nowMs }, fragments),
      code: 0,
    };
  }

  /** What the request's preferences ask the world variants for; nothing for a request its preferences already fail. */
  function prepare(request: ApiRequest): Promise<void> | null {
    const own = ownPreferences(request);
    if (!own.ok || own.value.p.code !== undefined) return null;
    const { seed, total } = own.value.p;
    const aid = request.operation === 'notificationList' ? header(request.headers, 'x-core-aid') : undefined;
    return variants.prepare({ seed, aid, total });
  }

  const handle = (request: ApiRequest): ResponsePlan => {
    const active = overrides?.chaos === undefined ? chaos : overrides.chaos;
    const drawn = active ? chaosAt(base.seed, ++sequence, active) : NO_CHAOS;
    const read = readPreferences(request);
    const p = read.ok ? read.value.p : NO_PREFERENCES;
    // Without preferences nothing is ever added: the common request shares one empty set instead of making its own.
    const applied = p === NO_PREFERENCES ? NOTHING_APPLIED : new Set<PreferenceName>();
    if (p.delay !== undefined) applied.add('delay');
    if (p.fault !== undefined) applied.add('fault');
    const delayMs = p.delay ?? drawn.delayMs;
    // A request that asks for a fault or a code gets exactly that, whatever the server-wide chaos drew.
    const fault = p.fault ?? (p.code === undefined ? drawn.fault : null);
    if (fault === 'reset') return { status: 0, body: '', extraHeaders: NO_HEADERS, delayMs, fault, code: null };

    let answer: Answer;
    if (fault === 'server-error') answer = failed(apiError('serverError', 'simulated fault'));
    else if (!read.ok) answer = failed(read.error);
    else if (p.code !== undefined) {
      applied.add('code');
      answer = failed(requestedError(p.code));
    } else {
      const world = variants.world(p.seed);
      if (p.seed !== undefined) applied.add('seed');
      answer =
        request.operation === 'configs'
          ? configs(world, read.value, request, applied)
          : notificationList(world, read.value, request, applied);
    }
    if (fault === 'malformed')
      answer = { status: 200, body: truncated(answer.body, request.operation === 'notificationList'), code: null };

    const extraHeaders = applied.size === 0 ? NO_HEADERS : ['Preference-Applied', preferenceAppliedText(p, applied)];
    return { status: answer.status, body: answer.body, extraHeaders, delayMs, fault, code: answer.code };
  };
  return Object.assign(handle, { prepare });
}
