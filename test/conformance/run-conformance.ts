// Sends the conformance cases to the real system and to the mock, and collects the evidence the suite judges: both
// sides' answers case by case, each side's whole corpus (every page of both accounts' lists), and the real system's
// other lists, which carry the same structures.
import { NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';
import { conformanceCases, signedIn, type Account, type Accounts, type ConformanceCase } from './conformance-cases.js';
import { mergeShapes, shapeOf, shapeOfStructures, type Shape } from './json-shape.js';
import type { Answer } from './compare-answers.js';

export interface Side {
  url: string;
  accounts: Accounts;
}

export interface CaseAnswers {
  case: ConformanceCase;
  real: Answer;
  mock: Answer;
}

async function send(base: string, c: ConformanceCase, accounts: Accounts): Promise<Answer> {
  const response = await fetch(`${base}${c.path}`, { method: c.method, headers: c.headers(accounts) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text, compared as a string
  }
  return { status: response.status, body };
}

/** Every case, one at a time on each side (the real system's server answers one request at a time anyway). */
export async function runCases(real: Side, mock: Side): Promise<CaseAnswers[]> {
  const answers: CaseAnswers[] = [];
  for (const c of conformanceCases) {
    const [r, m] = await Promise.all([send(real.url, c, real.accounts), send(mock.url, c, mock.accounts)]);
    answers.push({ case: c, real: r, mock: m });
  }
  return answers;
}

const bodyOf = async (base: string, path: string, headers: Record<string, string>) =>
  (await (await fetch(`${base}${path}`, { headers })).json()) as {
    code: number;
    data: { list: unknown[]; pagination: { lastPage: number } } | null;
  };

/** Every page of an account's list (30 a page), as shapes. */
async function wholeList(base: string, account: Account, extra: Record<string, string> = {}): Promise<Shape[]> {
  const shapes: Shape[] = [];
  for (let page = 1; ; page++) {
    const body = await bodyOf(base, `${NOTIFICATION_LIST_PATH}?pageSize=30&page=${page}`, {
      ...signedIn(account),
      ...extra,
    });
    shapes.push(shapeOf(body));
    if (!body.data || page >= body.data.pagination.lastPage) return shapes;
  }
}

/** The real system's own post, comment and user lists (beyond the spec, same structures): more of its shapes. */
async function otherLists(base: string, account: Account): Promise<Shape[]> {
  const lists: [string, string][] = [
    ['/api/core/v1/post/list', 'Post'],
    ['/api/core/v1/comment/list', 'Comment'],
    ['/api/core/v1/user/list', 'User'],
  ];
  const shapes: Shape[] = [];
  for (const [path, structure] of lists) {
    const body = await bodyOf(base, path, signedIn(account));
    if (body.code === 0 && body.data) shapes.push(shapeOfStructures(body.data.list, structure));
  }
  return shapes;
}

/** One side's corpus of notifications: its answers to every case, and every page of both accounts' lists. */
export async function corpusOf(side: Side, answers: readonly Answer[]): Promise<Shape> {
  const shapes = answers.map((a) => shapeOf(a.body));
  for (const account of [side.accounts.main, side.accounts.other]) shapes.push(...(await wholeList(side.url, account)));
  return mergeShapes(shapes);
}

/**
 * The real system's own post, comment and user lists, for both accounts: what else its structures can hold (a post's
 * quotedPost and a comment's replyToPost are objects there), never what a notification must hold.
 */
export async function otherListsCorpus(side: Side): Promise<Shape> {
  const shapes: Shape[] = [];
  for (const account of [side.accounts.main, side.accounts.other])
    shapes.push(...(await otherLists(side.url, account)));
  return mergeShapes(shapes);
}
