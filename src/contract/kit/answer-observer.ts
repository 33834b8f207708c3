// Every answer of a run, judged once as it arrives, whoever asked for it: by every rule of one answer (judgeAnswer,
// the same the proxy and the control rooms apply); what it broke is recorded in the run's journal, and what a list
// answer says of the inbox is watched for a live server's moves.
import { NOTIFICATION_LIST_PATH } from '../../schema/index.js';
import { answerJudge } from '../invariants/judge-answer.js';
import type { Validators } from '../invariants/seen-answer.js';
import { classify, isObject } from './answer.js';
import { AnswerJournal } from './answer-journal.js';
import { InboxWatch, type Fingerprint } from './inbox-watch.js';
import type { Exchange } from './kit-http.js';

/** More items than any page the kit asks for holds. */
const FINGERPRINT_ITEMS = 1_000;

/** The inbox an answer of the list pages through, when it is a success with its pagination and items. */
function fingerprintOf(exchange: Exchange, search: URLSearchParams): Fingerprint | undefined {
  const data = isObject(exchange.json) ? exchange.json.data : undefined;
  if (!isObject(data) || !Array.isArray(data.list) || !isObject(data.pagination)) return undefined;
  const { total, pageSize, currentPage } = data.pagination;
  if (![total, pageSize, currentPage].every((n) => typeof n === 'number')) return undefined;
  // The first items say whether the inbox shifted: a page holds far fewer, and a hostile list of a million items must
  // not be remembered per request (the watch keeps one fingerprint for each).
  const items = data.list.slice(0, FINGERPRINT_ITEMS);
  const ids = items.map((n) => (isObject(n) ? String(n.nmid) : ''));
  const read = items.map((n) => (isObject(n) && typeof n.readStatus === 'boolean' ? n.readStatus : undefined));
  const times = items.map((n) => (isObject(n) && typeof n.datetime === 'string' ? n.datetime : undefined));
  const byStatus = ['0', '1'].includes(search.get('status') ?? '');
  return {
    total: total as number,
    pageSize: pageSize as number,
    currentPage: currentPage as number,
    ids,
    read,
    byStatus,
    times,
  };
}

export class AnswerObserver {
  readonly journal = new AnswerJournal();
  /** The same request answered at two moments: has the inbox moved under the run (a live server)? */
  readonly watch = new InboxWatch();
  /** The configs' wording and date formats come from the first whole configs answer (the run asks it first). */
  private readonly judge: ReturnType<typeof answerJudge>;

  constructor(validators: Validators) {
    this.judge = answerJudge(validators);
  }

  /** Judges an answer by every rule of one answer (KitHttp calls it for every answer, once). */
  readonly observe = (exchange: Exchange): void => {
    if (exchange.status === undefined) return;
    const [path = '', query = ''] = exchange.path.split('?');
    const search = new URLSearchParams(query);
    const judgement = this.judge({
      path,
      search,
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
    const fingerprint =
      path === NOTIFICATION_LIST_PATH && classify(exchange).kind === 'success' && fingerprintOf(exchange, search);
    if (fingerprint) this.watch.see(`${exchange.path} ${JSON.stringify(exchange.headers)}`, fingerprint, exchange.path);
  };
}
