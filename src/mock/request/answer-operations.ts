// The two operations' answers for one request: the language (the `lang` preference, else the header), the time zone,
// the credentials and the query, each checked in the real system's order, then the configs or the page of the list.
import {
  type PreferenceName,
  LANGUAGE_HEADER,
  TIMEZONE_HEADER,
  type LanguageEntry,
  type ApiError,
  codeMessage,
  errorInLanguage,
} from '../../schema/index.js';
import type { Preferences } from './parse-preferences.js';
import { parseNotificationQuery } from '../query/parse-notification-query.js';
import { parseConfigsQuery } from '../query/select-configs.js';
import type { JsonFragments } from '../render/json-fragments.js';
import { listAnswerBytes } from '../render/list-answer-text.js';
import type { World } from '../world/create-world.js';
import type { WorldVariants } from '../world/world-variants.js';
import { header, type ApiRequest } from './api-request.js';
import { authenticate, type Credentials } from './authenticate.js';
import { checkSentCredentials, credentialsOf } from './sent-credentials.js';
import type { configsAnswers } from './configs-answers.js';
import { readTimeZone } from './read-time-zone.js';
import { languageOfHeader, messageTag } from './resolve-language.js';

/** A request's preferences, its query without twins, and the `lang` preference's entry (checked). */
export interface Read {
  p: Readonly<Preferences>;
  rawQuery: string;
  language: LanguageEntry | null;
}

export interface Answer {
  status: number;
  body: string | Uint8Array;
  code: number | null;
}

interface Tools {
  variants: WorldVariants;
  configsAnswer: ReturnType<typeof configsAnswers>;
  fragments: JsonFragments;
  failed: (error: ApiError) => Answer;
  /** The running clock's second, or null when the clock is pinned at the world's. */
  tick: (() => number) | null;
}

/** The four X-Core-* headers of a request. */
const credentialsIn = ({ headers: h }: ApiRequest): Credentials => ({
  aid: header(h, 'x-core-aid'),
  aidToken: header(h, 'x-core-aid-token'),
  uid: header(h, 'x-core-uid'),
  uidToken: header(h, 'x-core-uid-token'),
});

export function operationAnswers({ variants, configsAnswer, fragments, failed, tick }: Tools) {
  /** The tag of the request's code messages: the `lang` preference, else the header as sent on a multilingual site. */
  const wordsTag = (world: World, read: Read, request: ApiRequest) =>
    messageTag(
      read.language,
      header(request.headers, LANGUAGE_HEADER.toLowerCase()),
      world.configs.language_status,
      world.defaultLanguage,
    );

  /** The `lang` preference wins over the header (the header is the real system's; the preference is the mock's). */
  function language(world: World, read: Read, request: ApiRequest, applied: Set<PreferenceName>): LanguageEntry {
    if (read.language !== null) {
      applied.add('lang');
      return read.language;
    }
    const multilingual = world.configs.language_status;
    const tag = header(request.headers, LANGUAGE_HEADER.toLowerCase());
    return languageOfHeader(tag, world.languages, world.defaultLanguage, multilingual);
  }

  /** The request's errors in the words of its language, as the real system's code messages (assumption code-messages). */
  const failedIn = (world: World, read: Read, request: ApiRequest) => {
    const tag = wordsTag(world, read, request);
    return (error: ApiError) => failed(errorInLanguage(error, tag, world.defaultLanguage));
  };

  function configs(world: World, read: Read, request: ApiRequest, applied: Set<PreferenceName>): Answer {
    const fail = failedIn(world, read, request);
    const sent = checkSentCredentials(credentialsIn(request), credentialsOf(world));
    if (!sent.ok) return fail(sent.error);
    const chosen = language(world, read, request, applied);
    const keys = parseConfigsQuery(read.rawQuery, world.configs);
    if (!keys.ok) return fail(keys.error);
    const success = codeMessage(0, wordsTag(world, read, request), world.defaultLanguage)!;
    return { status: 200, body: configsAnswer(world, chosen, keys.value, success), code: 0 };
  }

  function notificationList(world: World, read: Read, request: ApiRequest, applied: Set<PreferenceName>): Answer {
    const h = request.headers;
    const fail = failedIn(world, read, request);
    const auth = authenticate(credentialsIn(request), world.findAccount);
    if (!auth.ok) return fail(auth.error);
    const chosen = language(world, read, request, applied);
    const zone = readTimeZone(header(h, TIMEZONE_HEADER.toLowerCase()));
    if (!zone.ok) return fail(zone.error);
    const query = parseNotificationQuery(read.rawQuery);
    if (!query.ok) return fail(query.error);
    const { total, data } = read.p;
    const generated = variants.notifications(world, auth.value.account, total);
    for (const name of ['total', 'data'] as const) if (read.p[name] !== undefined) applied.add(name);
    const source = data === 'edge' ? variants.edge(generated, world) : generated;
    // The answer's moment (assumption datetime-format): the world's clock when pinned, else the running clock's second.
    const view = { language: chosen, nowMs: tick ? tick() : world.nowMs, offsetMs: zone.value };
    return { status: 200, body: listAnswerBytes(source, query.value, view, fragments), code: 0 };
  }

  return { configs, notificationList };
}
