// The one request core behind both adapters (node:http and msw): a request in, a response plan out. No framework, no
// Node APIs: preferences and chaos decide delay and fault, then the query engine answers in the envelope.
import {
  errorEntryByCode,
  type PreferenceName,
  apiError,
  ok,
  type ApiError,
  type Result,
  errorStatus,
  errorText,
  errorInLanguage,
  LANGUAGE_HEADER,
} from '../../schema/index.js';
import { WorldVariants } from '../world/world-variants.js';
import { chaosAt, NO_CHAOS } from './chaos.js';
import { NO_PREFERENCES, parsePreferences, preferenceAppliedText, type Preferences } from './parse-preferences.js';
import { JsonFragments } from '../render/json-fragments.js';
import { truncated } from '../render/truncated-answer.js';
import { languageOfPreference, messageTag } from './resolve-language.js';
import { withDefaultPreferences } from './runtime-overrides.js';
import { configsAnswers } from './configs-answers.js';
import { splitTwins } from './split-twins.js';
import {
  header,
  type ApiHandlerOptions,
  type ApiRequest,
  type ApiRequestHandler,
  type ResponsePlan,
  clockTick,
} from './api-request.js';
import { operationAnswers, type Answer, type Read } from './answer-operations.js';
import { RememberedPlans } from './remembered-plans.js';

export type { ApiHandlerOptions, ApiRequest, ApiRequestHandler, Operation, ResponsePlan } from './api-request.js';

const NO_HEADERS: readonly string[] = Object.freeze([]);
const NOTHING_APPLIED = new Set<PreferenceName>(); // shared by every request without preferences (never added to)

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
  clock = null,
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
  // A running clock is read once per request: its plan is looked up, rendered and kept under that one second.
  let second = Number.NaN;
  const tick = clock ? () => second : null;
  const remembered = new RememberedPlans(chaos, overrides, policy, tick);
  const lookUp = (request: ApiRequest): ResponsePlan | undefined => {
    if (clock) second = clockTick(clock);
    return remembered.get(request);
  };

  /** Twins out of the query, the preferences parsed, and a `lang` tag checked against the languages of the world it asks for. */
  function readPreferences(request: ApiRequest): Result<Read> {
    const own = ownPreferences(request);
    if (!own.ok) return own;
    const { p, rawQuery } = own.value;
    if (p.lang === undefined) return ok({ p, rawQuery, language: null });
    const chosen = languageOfPreference(p.lang, variants.world(p.seed).languages, 'the lang preference');
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

  const answers = operationAnswers({ variants, configsAnswer, fragments, failed, tick });

  /** What the request's preferences ask the world variants for; nothing for a request its preferences already fail. */
  function prepare(request: ApiRequest): Promise<void> | null {
    const own = ownPreferences(request);
    if (!own.ok || own.value.p.code !== undefined) return null;
    const { seed, total, data } = own.value.p;
    const list = request.operation === 'notificationList';
    const aid = list ? header(request.headers, 'x-core-aid') : undefined;
    return variants.prepare({ seed, aid, total, edge: list && data === 'edge' });
  }

  /** The plan of a request asked before (the hot path: a lookup), else a new one, kept when the same request gets it again. */
  const handle = (request: ApiRequest): ResponsePlan => {
    const known = lookUp(request);
    if (known !== undefined) return known;
    const plan = planOf(request);
    remembered.keep(request, plan);
    return plan;
  };

  const planOf = (request: ApiRequest): ResponsePlan => {
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
      // In the request's language, as the real system words it (every seed's site has the same languages).
      const tag = header(request.headers, LANGUAGE_HEADER.toLowerCase());
      const words = messageTag(read.value.language, tag, base.configs.language_status, base.defaultLanguage);
      answer = failed(errorInLanguage(requestedError(p.code), words, base.defaultLanguage));
    } else {
      const world = variants.world(p.seed);
      if (p.seed !== undefined) applied.add('seed');
      answer =
        request.operation === 'configs'
          ? answers.configs(world, read.value, request, applied)
          : answers.notificationList(world, read.value, request, applied);
    }
    if (fault === 'malformed')
      answer = { status: 200, body: truncated(answer.body, request.operation === 'notificationList'), code: null };

    const extraHeaders = applied.size === 0 ? NO_HEADERS : ['Preference-Applied', preferenceAppliedText(p, applied)];
    return { status: answer.status, body: answer.body, extraHeaders, delayMs, fault, code: answer.code };
  };
  return Object.assign(handle, { prepare, known: lookUp });
}
