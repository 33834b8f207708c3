// What a mutant is: one behaviour of the mock broken on purpose, and the check named to catch it.
import type { MockOptions } from '../../../src/mock/launch-mock.js';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../../src/schema/paths.js';
import type { Alteration, ProxiedAnswer, ProxiedRequest, Upstream } from './altering-proxy.js';

export interface Mutant {
  name: string;
  /** What it breaks, in a few words (shown in the README's kill matrix). */
  breaks: string;
  /** The check that must fail against it. */
  killedBy: string;
  alteration: Alteration;
  /** The mock behind it, when it needs other options than the default world. */
  mock?: MockOptions;
}

export const mutant = (m: Mutant): Mutant => m;

type Json = Record<string, any>;
const isSuccess = (answer: ProxiedAnswer) =>
  typeof answer.body === 'object' && answer.body !== null && (answer.body as Json).code === 0;

/** Alters successful list answers. */
export const onList =
  (change: (data: Json, request: ProxiedRequest, upstream: Upstream) => unknown) =>
  async (answer: ProxiedAnswer, request: ProxiedRequest, upstream: Upstream): Promise<ProxiedAnswer> => {
    if (request.path === NOTIFICATION_LIST_PATH && isSuccess(answer))
      await change((answer.body as Json).data as Json, request, upstream);
    return answer;
  };

/** Alters every notification of successful list answers. */
export const onItems = (change: (item: Json) => unknown) => onList((data) => (data.list as Json[]).forEach(change));

/** Alters successful configs answers (their `data`). */
export const onConfigs =
  (change: (data: Json, request: ProxiedRequest) => unknown) =>
  (answer: ProxiedAnswer, request: ProxiedRequest): ProxiedAnswer => {
    if (request.path === CONFIGS_PATH && isSuccess(answer)) change((answer.body as Json).data as Json, request);
    return answer;
  };

/** Changes a request to the list only. */
export const onListRequest = (change: (request: ProxiedRequest) => unknown) => (request: ProxiedRequest) => {
  if (request.path === NOTIFICATION_LIST_PATH) change(request);
};
