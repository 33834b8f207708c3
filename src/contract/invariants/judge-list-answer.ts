// The invariants of one notification list answer: given the query that was sent and what came back, the rules it
// was judged by and those it broke. Pure: no HTTP, no run state; the kit, a proxy or a journal can call it.
import { answerKind, isObject } from './answer-kind.js';
import { judgeItemKinds } from './judge-item-kinds.js';
import { judgeRejection } from './judge-rejection.js';
import { DEFAULT_PAGE_SIZE, readListQuery } from './list-query.js';
import type { Judgement, RuleName, Violation } from './invariant-rules.js';
import { describeProblems, listSchemaProblems, notNamedIn } from './schema-problems.js';
import type { ValidationProblem } from '../../validation/index.js';
import type { SeenAnswer, Validators } from './seen-answer.js';

const JSON_MEDIA_TYPE = /^\s*[a-z]+\/([a-z0-9.+-]*\+)?json\s*(;|$)/i;
const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;

type Pagination = { total: number; pageSize: number; currentPage: number; lastPage: number };

function paginationOf(json: unknown): { pagination: Pagination; list: unknown[] } | undefined {
  const data = isObject(json) ? json.data : undefined;
  if (!isObject(data) || !Array.isArray(data.list) || !isObject(data.pagination)) return undefined;
  const p = data.pagination;
  if (![p.total, p.pageSize, p.currentPage, p.lastPage].every(isCount)) return undefined;
  return { pagination: p as Pagination, list: data.list };
}

const listOf = (values: Iterable<number>) => [...values].join(',');

function pagingViolations(
  query: ReturnType<typeof readListQuery>,
  { pagination, list }: { pagination: Pagination; list: unknown[] },
  out: Violation[],
  judged: RuleName[],
): void {
  const { total, pageSize, currentPage, lastPage } = pagination;
  const add = (rule: RuleName, ok: boolean, expected: string, received: string) => {
    judged.push(rule);
    if (!ok) out.push({ rule, expected, received });
  };
  add(
    'everyPageHoldsAtMostPageSizeItems',
    list.length <= pageSize,
    `at most ${pageSize} items (pageSize ${pageSize})`,
    `${list.length} items`,
  );
  if (pageSize >= 1 && currentPage >= 1) {
    const due = Math.min(pageSize, Math.max(0, total - (currentPage - 1) * pageSize));
    add(
      'everyPageHoldsAllItsItems',
      list.length === due,
      `${due} items on page ${currentPage} (total ${total}, pageSize ${pageSize})`,
      `${list.length} items`,
    );
  }
  if (pageSize >= 1) {
    const due = Math.ceil(total / pageSize);
    const ok = total === 0 ? lastPage === 0 || lastPage === 1 : lastPage === due;
    add(
      'lastPageIsTotalOverPageSizeRoundedUp',
      ok,
      `lastPage ${total === 0 ? '0 or 1' : due} (total ${total}, pageSize ${pageSize})`,
      `lastPage ${lastPage}`,
    );
    if (total === 0)
      add('lastPageOfAnEmptyResultIsOne', lastPage === 1, 'lastPage 1 for an empty result', `lastPage ${lastPage}`);
  }
  if (query.page !== 'other')
    add(
      'currentPageEchoesTheRequestedPage',
      currentPage === query.page,
      `currentPage ${query.page}`,
      `currentPage ${currentPage}`,
    );
  if (query.pageSize !== 'other') {
    const asked = query.pageSize;
    // Up to the default, the size asked is applied; above it a server may apply a smaller cap, and must say so.
    const ok = asked <= DEFAULT_PAGE_SIZE ? pageSize === asked : pageSize >= DEFAULT_PAGE_SIZE && pageSize <= asked;
    add(
      'pageSizeEchoesTheAppliedPageSize',
      ok,
      asked <= DEFAULT_PAGE_SIZE
        ? `pageSize ${asked}`
        : `pageSize ${asked}, or a cap from ${DEFAULT_PAGE_SIZE} to ${asked} it applied`,
      `pageSize ${pageSize}`,
    );
  }
}

function itemViolations(
  query: ReturnType<typeof readListQuery>,
  list: unknown[],
  out: Violation[],
  judged: RuleName[],
): void {
  const { types, status } = query;
  if (types instanceof Set) {
    judged.push('everyItemIsOfTheRequestedTypes');
    const stray = list.find((n) => !isObject(n) || !types.has(n.type as number));
    if (stray !== undefined)
      out.push({
        rule: 'everyItemIsOfTheRequestedTypes',
        expected: `only types ${listOf(types)}`,
        received: `nmid ${JSON.stringify(isObject(stray) ? stray.nmid : stray)} of type ${JSON.stringify(isObject(stray) ? stray.type : undefined)}`,
      });
  }
  if (typeof status === 'boolean') {
    judged.push('everyItemHasTheRequestedStatus');
    const stray = list.find((n) => !isObject(n) || n.readStatus !== status);
    if (stray !== undefined)
      out.push({
        rule: 'everyItemHasTheRequestedStatus',
        expected: `readStatus ${status} on every item (status=${status ? 1 : 0})`,
        received: `nmid ${JSON.stringify(isObject(stray) ? stray.nmid : stray)} with readStatus ${JSON.stringify(isObject(stray) ? stray.readStatus : undefined)}`,
      });
  }
}

/**
 * Resources › Notification: actionUser and actionInfo are Objects (or null). The document also takes PHP's empty array
 * `[]` there, as the real system writes an object a whitelist kept nothing of; without such a whitelist a list stands
 * for nothing the spec names (a null written as `[]`, say).
 */
function arraysOutsideAWhitelist(search: Pick<URLSearchParams, 'getAll'>, body: unknown): ValidationProblem[] {
  const list = isObject(body) && isObject(body.data) && Array.isArray(body.data.list) ? body.data.list : [];
  const whitelisted = (type: string, keys: string) =>
    search.getAll(type).includes('whitelist') && search.getAll(keys).some((k) => k !== '');
  const allowed = {
    actionUser: whitelisted('filterUserType', 'filterUserKeys'),
    actionInfo: whitelisted('filterInfoType', 'filterInfoKeys'),
  };
  for (const [i, item] of list.entries())
    for (const field of ['actionUser', 'actionInfo'] as const)
      if (isObject(item) && Array.isArray(item[field]) && !allowed[field])
        return [
          {
            path: `/data/list/${i}/${field}`,
            message: 'must be an object or null (a list only where a whitelist kept nothing)',
          },
        ];
  return [];
}

/** Judges one answer of GET /notification/list?{search}. Broken answers (5xx, not JSON, …) are judged by nothing here. */
export function judgeListAnswer(
  search: Pick<URLSearchParams, 'getAll'>,
  answer: SeenAnswer,
  validators: Validators,
): Judgement {
  const kind = answerKind(answer.status, answer.json);
  if (kind === 'rejection') return judgeRejection(answer, validators);
  if (kind === 'broken') return { judged: [], violations: [] };
  const judged: RuleName[] = [
    'everyListAnswerIsDeclaredJson',
    'everyListAnswerIsJsonWithoutByteOrderMark',
    'everyListAnswerMatchesTheSchema',
    'everyAnswerMatchesTheDocumentedSchema',
  ];
  const violations: Violation[] = [];
  const type = answer.headers['content-type'];
  if (!type || !JSON_MEDIA_TYPE.test(type))
    violations.push({
      rule: 'everyListAnswerIsDeclaredJson',
      expected: 'Content-Type: application/json',
      received: type ? `Content-Type: ${type}` : 'no Content-Type',
    });
  if (answer.bom)
    violations.push({
      rule: 'everyListAnswerIsJsonWithoutByteOrderMark',
      expected: 'a body starting with "{"',
      received: 'a body starting with the byte-order mark U+FEFF',
    });
  const spec = [...listSchemaProblems(validators.spec, answer.json), ...arraysOutsideAWhitelist(search, answer.json)];
  if (spec.length > 0)
    violations.push({
      rule: 'everyListAnswerMatchesTheSchema',
      expected: 'an answer matching NotificationListResponse',
      received: describeProblems(spec),
    });
  // What the spec's rule reports already is not reported again as a fact of the real system.
  const documented = notNamedIn(listSchemaProblems(validators.documented, answer.json), spec);
  if (documented.length > 0)
    violations.push({
      rule: 'everyAnswerMatchesTheDocumentedSchema',
      expected: 'an answer matching NotificationListResponse (documented)',
      received: describeProblems(documented),
    });
  const page = paginationOf(answer.json);
  if (page) {
    const query = readListQuery(search);
    pagingViolations(query, page, violations, judged);
    itemViolations(query, page.list, violations, judged);
    const kinds = judgeItemKinds(page.list, search.getAll('filterInfoType').length > 0);
    judged.push(...kinds.judged);
    violations.push(...kinds.violations);
  }
  return { judged, violations };
}
