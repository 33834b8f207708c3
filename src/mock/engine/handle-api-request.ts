// The one request core behind both adapters (Express and MSW): a request in, a response plan out. No framework, no
// Node APIs: preferences and chaos decide delay and fault, then the query engine answers in the envelope.
import { errorEntryByCode } from '../../schema/error-catalogue.js';
import type { Fault, PreferenceName } from '../../schema/preferences.js';
import type { LanguageEntry } from '../../types.js';
import type { World } from '../world/create-world.js';
import { WorldVariants, type VariantLimits } from '../world/world-variants.js';
import { apiError, type ApiError, type Result } from './api-error.js';
import { authenticate } from './authenticate.js';
import { chaosAt, NO_CHAOS, type ChaosConfig } from './chaos.js';
import { errorStatus, errorText, successText, type ErrorStatusPolicy } from './envelope-text.js';
import { parseNotificationQuery } from './parse-notification-query.js';
import { NO_PREFERENCES, parsePreferences, preferenceAppliedText, type Preferences } from './parse-preferences.js';
import { queryNotifications } from './query-notifications.js';
import { resolveLanguage } from './resolve-language.js';
import { configsInLanguage, parseConfigsQuery, selectConfigs } from './select-configs.js';
import { splitTwins } from './split-twins.js';

export type Operation = 'configs' | 'notificationList';

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
  /** The body to send (empty for a reset). */
  body: string;
  /** Content-Type, and Preference-Applied when a preference shaped the answer. Shared: never change it. */
  headers: Readonly<Record<string, string>>;
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
}

export type ApiRequestHandler = (request: ApiRequest) => ResponsePlan;

interface Answer {
  status: number;
  body: string;
  code: number | null;
}

const CONTENT_TYPE = 'application/json; charset=utf-8';
const JSON_HEADERS: Readonly<Record<string, string>> = Object.freeze({ 'Content-Type': CONTENT_TYPE });

const header = (headers: HeaderBag, name: string): string | undefined => {
  const value = headers[name];
  return value === undefined || typeof value === 'string' ? value : value.join(', ');
};

const success = (dataJson: string): Answer => ({ status: 200, body: successText(dataJson), code: 0 });

/** The answer a `code=<n>` preference asks for: that catalogue entry with its stable message. */
function requestedError(code: number): ApiError {
  const entry = errorEntryByCode(code)!;
  return { entry, message: entry.message };
}

/** Half of the answer: never valid JSON, since the envelope's closing brace is cut off (`fault=malformed`). */
const truncated = (body: string): string => body.slice(0, Math.floor(body.length / 2));

/** Serialised configs answers per world, language and keys (bounded): the hot path never serialises twice. */
function configsTexts() {
  const byWorld = new WeakMap<World, Map<string, string>>();
  return (world: World, language: LanguageEntry, keys: readonly string[] | null): string => {
    let cache = byWorld.get(world);
    if (!cache) byWorld.set(world, (cache = new Map()));
    const key = `${language.langTag}\n${keys?.join(',') ?? '*'}`;
    let text = cache.get(key);
    if (text === undefined) {
      if (cache.size >= 512) cache.clear();
      text = JSON.stringify(selectConfigs(configsInLanguage(world.configs, language), keys));
      cache.set(key, text);
    }
    return text;
  };
}

export function createApiRequestHandler({ world: base, policy, chaos = null, limits }: ApiHandlerOptions): ApiRequestHandler {
  const variants = new WorldVariants(base, limits);
  const configsText = configsTexts();
  const failed = (error: ApiError): Answer => ({ status: errorStatus(error, policy), body: errorText(error), code: error.entry.code });
  let sequence = 0;

  /** `lang` wins over the header (assumption language-header names the header; the preference is the mock's). */
  function language(world: World, p: Readonly<Preferences>, request: ApiRequest, applied: Set<PreferenceName>): Result<LanguageEntry> {
    if (p.lang === undefined) return resolveLanguage(header(request.headers, 'x-core-client-lang-tag'), world.languages, world.defaultLanguage);
    const chosen = resolveLanguage(p.lang, world.languages, world.defaultLanguage, 'the lang preference');
    if (chosen.ok) applied.add('lang');
    return chosen;
  }

  function configs(world: World, p: Readonly<Preferences>, request: ApiRequest, rawQuery: string, applied: Set<PreferenceName>): Answer {
    const chosen = language(world, p, request, applied);
    if (!chosen.ok) return failed(chosen.error);
    const keys = parseConfigsQuery(rawQuery, world.configs);
    if (!keys.ok) return failed(keys.error);
    return success(configsText(world, chosen.value, keys.value));
  }

  function notificationList(world: World, p: Readonly<Preferences>, request: ApiRequest, rawQuery: string, applied: Set<PreferenceName>): Answer {
    const h = request.headers;
    const auth = authenticate(
      { aid: header(h, 'x-core-aid'), aidToken: header(h, 'x-core-aid-token'), uid: header(h, 'x-core-uid'), uidToken: header(h, 'x-core-uid-token') },
      world.findAccount,
    );
    if (!auth.ok) return failed(auth.error);
    const chosen = language(world, p, request, applied);
    if (!chosen.ok) return failed(chosen.error);
    const query = parseNotificationQuery(rawQuery);
    if (!query.ok) return failed(query.error);
    const source = variants.notifications(world, auth.value.account, p.total);
    if (p.total !== undefined) applied.add('total');
    return success(JSON.stringify(queryNotifications(source, query.value, { language: chosen.value, nowMs: world.nowMs })));
  }

  return (request) => {
    const drawn = chaos ? chaosAt(base.seed, ++sequence, chaos) : NO_CHAOS;
    const split = splitTwins(request.rawQuery);
    const read: Result<Readonly<Preferences>> = split.ok ? parsePreferences(header(request.headers, 'prefer'), split.value.twins) : split;
    const p = read.ok ? read.value : NO_PREFERENCES;
    const applied = new Set<PreferenceName>();
    if (p.delay !== undefined) applied.add('delay');
    if (p.fault !== undefined) applied.add('fault');
    const delayMs = p.delay ?? drawn.delayMs;
    // A request that asks for a fault or a code gets exactly that, whatever the server-wide chaos drew.
    const fault = p.fault ?? (p.code === undefined ? drawn.fault : null);
    if (fault === 'reset') return { status: 0, body: '', headers: JSON_HEADERS, delayMs, fault, code: null };

    let answer: Answer;
    if (fault === 'server-error') answer = failed(apiError('serverError', 'simulated fault'));
    else if (!read.ok) answer = failed(read.error);
    else if (p.code !== undefined) {
      applied.add('code');
      answer = failed(requestedError(p.code));
    } else {
      const world = variants.world(p.seed);
      if (p.seed !== undefined) applied.add('seed');
      const rawQuery = split.ok ? split.value.rawQuery : request.rawQuery;
      answer = request.operation === 'configs' ? configs(world, p, request, rawQuery, applied) : notificationList(world, p, request, rawQuery, applied);
    }
    if (fault === 'malformed') answer = { status: 200, body: truncated(answer.body), code: null };

    const headers = applied.size === 0 ? JSON_HEADERS : { 'Content-Type': CONTENT_TYPE, 'Preference-Applied': preferenceAppliedText(p, applied) };
    return { status: answer.status, body: answer.body, headers, delayMs, fault, code: answer.code };
  };
}
