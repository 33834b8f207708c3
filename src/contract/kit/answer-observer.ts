// Every answer of a run, judged once as it arrives, whoever asked for it: by the invariants of its endpoint, the HTTP
// and JSON rules and the values rules; what it broke is recorded in the run's journal.
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../schema/index.js';
import { judgeConfigsAnswer } from '../invariants/judge-configs-answer.js';
import { judgeEveryAnswer } from '../invariants/judge-every-answer.js';
import { judgeListAnswer } from '../invariants/judge-list-answer.js';
import { EMPTY_VALUE_CONTEXT, judgeValues, valueContextOf, type ValueContext } from '../invariants/judge-values.js';
import { isTheRealSystemsKnownCrash } from '../invariants/known-real-system-crash.js';
import type { Validators } from '../invariants/seen-answer.js';
import { classify, isObject } from './answer.js';
import { AnswerJournal } from './answer-journal.js';
import { InboxWatch, type Fingerprint } from './inbox-watch.js';
import type { Exchange } from './kit-http.js';

/** The inbox an answer of the list pages through, when it is a success with its pagination and items. */
function fingerprintOf(exchange: Exchange): Fingerprint | undefined {
  const data = isObject(exchange.json) ? exchange.json.data : undefined;
  if (!isObject(data) || !Array.isArray(data.list) || !isObject(data.pagination)) return undefined;
  const { total, pageSize, currentPage } = data.pagination;
  if (![total, pageSize, currentPage].every((n) => typeof n === 'number')) return undefined;
  const ids = data.list.map((n) => (isObject(n) ? String(n.nmid) : ''));
  return { total: total as number, pageSize: pageSize as number, currentPage: currentPage as number, ids };
}

export class AnswerObserver {
  readonly journal = new AnswerJournal();
  /** The same request answered at two moments: has the inbox moved under the run (a live server)? */
  readonly watch = new InboxWatch();
  /** The configs' timeAgo wording and date formats, once a whole configs answer was seen (the run asks it first). */
  private valueContext: ValueContext = EMPTY_VALUE_CONTEXT;

  constructor(private readonly validators: Validators) {}

  /** Judges an answer by the invariants of its endpoint (KitHttp calls it for every answer, once). */
  readonly observe = (exchange: Exchange): void => {
    if (exchange.status === undefined) return;
    const [path = '', search = ''] = exchange.path.split('?');
    const params = new URLSearchParams(search);
    const seen = {
      status: exchange.status,
      headers: exchange.responseHeaders ?? {},
      json: exchange.json,
      bom: exchange.bom === true,
    };
    // The first whole configs answer (the run's own language): a later one may be in another language on purpose.
    if (
      this.valueContext === EMPTY_VALUE_CONTEXT &&
      path === CONFIGS_PATH &&
      !params.get('keys') &&
      classify(exchange).kind === 'success'
    ) {
      const body = exchange.json as Record<string, unknown>;
      this.valueContext = valueContextOf('code' in body && isObject(body.data) ? body.data : body);
    }
    const endpoint =
      path === NOTIFICATION_LIST_PATH
        ? judgeListAnswer(params, seen, this.validators)
        : path === CONFIGS_PATH
          ? judgeConfigsAnswer(params, seen, this.validators)
          : undefined;
    // Every answer, of any path, is held to the HTTP and JSON rules and to the values rules (issue 22, items 2 and 3).
    const wire = isTheRealSystemsKnownCrash(path, params, exchange.status)
      ? { judged: [], violations: [] }
      : judgeEveryAnswer({
          ...seen,
          jsonProblem: exchange.jsonProblem,
          duplicateKey: exchange.duplicateKey,
          excerpt: exchange.body,
          wire: exchange.wire,
        });
    const values = judgeValues(
      path === NOTIFICATION_LIST_PATH ? 'list' : path === CONFIGS_PATH ? 'configs' : 'other',
      seen,
      this.valueContext,
    );
    const judgement = {
      judged: [...(endpoint?.judged ?? []), ...wire.judged, ...values.judged],
      violations: [...(endpoint?.violations ?? []), ...wire.violations, ...values.violations],
    };
    if (judgement.violations.length > 0) exchange.violations = judgement.violations;
    this.journal.record(exchange, judgement);
    const fingerprint =
      path === NOTIFICATION_LIST_PATH && classify(exchange).kind === 'success' && fingerprintOf(exchange);
    if (fingerprint) this.watch.see(`${exchange.path} ${JSON.stringify(exchange.headers)}`, fingerprint, exchange.path);
  };
}
