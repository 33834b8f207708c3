// An independent implementation of the Community Service API, small and written from the spec (it imports nothing of
// the mock): two accounts with their own inboxes, its choices where the spec is silent, and optionally one defect.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../../src/schema/paths.js';
import { INDEPENDENT_NOW, realSystem, type Choices } from './choices.js';
import { accountsOf } from './accounts.js';
import {
  correctPipeline,
  languageOf,
  serverNow,
  type Account,
  type Answer,
  type Pipeline,
  type Request,
} from './pipeline.js';
import { languagesWith } from './served-configs.js';
import { dress } from './wire-manners.js';
import { styledJson } from './json-style.js';
import { onLoopback } from '../../helpers/on-loopback.js';
import { delayed, rateLimiter, stall, type Wire } from './server-manners.js';

/** A defect: stages replaced, each wrapping the correct one (state a bug keeps lives in the closure). */
export type Defect = (
  correct: Pipeline,
  choices: Choices,
) => Partial<Pipeline> & {
  write?: (answer: Answer, request: Request) => Wire;
  /** Sees each request before the stages do (a bug that depends on how a request was written keeps it here). */
  receive?: (request: Request) => void;
};

export interface RunningServer {
  url: string;
  accounts: Account[];
  close(): Promise<void>;
}

const listRequests = new WeakMap<Account, number>();

/** A live inbox (choice liveInbox): every n-th list request finds one notification more on top, one fewer, or one read. */
function liveChange(choices: Choices, account: Account): void {
  if (!choices.liveInbox) return;
  const n = (listRequests.get(account) ?? 0) + 1;
  listRequests.set(account, n);
  if (n % choices.liveInbox.every !== 0) return;
  const inbox = account.inbox;
  if (choices.liveInbox.change === 'read' || choices.liveInbox.change === 'unread') {
    // Read (or marked unread again) anywhere in the inbox: its place in the status lists moves, the whole list holds.
    const which = inbox.filter((item) => item.readStatus === (choices.liveInbox!.change === 'unread'));
    const item = which[(n * 7) % Math.max(which.length, 1)];
    if (item) item.readStatus = !item.readStatus;
  } else if (choices.liveInbox.change === 'delete') inbox.splice((n * 7) % Math.max(inbox.length, 1), 1);
  else {
    const like = inbox[(n * 7) % Math.max(inbox.length, 1)];
    const newest = Math.max(INDEPENDENT_NOW - 30_000, (inbox[0]?.createdAt ?? 0) + 1_000);
    if (like)
      inbox.unshift({ ...like, nmid: `n1live${String(n).padStart(4, '0')}`, createdAt: newest, readStatus: false });
  }
}

function handle(p: Pipeline, accounts: readonly Account[], request: Request, choices: Choices): Answer {
  if (request.path === CONFIGS_PATH) {
    const caller = choices.configsNeedLogin ? p.authenticate(request.headers, accounts) : undefined;
    return caller && 'kind' in caller ? p.refusal(caller) : p.configs(request);
  }
  if (request.path !== NOTIFICATION_LIST_PATH)
    return { status: 404, body: { code: 404, message: 'Not found', data: null } };
  liveChange(choices, accounts[0]!);
  const account = p.authenticate(request.headers, accounts);
  if ('kind' in account) return p.refusal(account);
  const query = p.readQuery(request.query);
  if ('kind' in query) return p.refusal(query);
  const paged = p.paginate(p.order(p.select(account.inbox, query), query), query);
  if ('kind' in paged) return p.refusal(paged);
  const language = languageOf(request.headers, languagesWith(choices.dateFormat, choices.wording));
  const list = paged.items.map((item) => {
    const out = p.render(item, query, language);
    if (query.user) out.actionUser = p.project(out.actionUser as never, query.user);
    if (query.info) out.actionInfo = p.project(out.actionInfo as never, query.info);
    return out;
  });
  // Read on view: what a page showed is read from then on (the app opened the notifications tab).
  if (choices.readOnView) for (const item of paged.items) item.readStatus = true;
  return p.listAnswer(paged, list, query);
}

export function writeAnswer(
  answer: Answer,
  choices: Choices,
): { status: number; headers: Record<string, string>; body: Buffer } {
  const json =
    typeof answer.body === 'string'
      ? answer.body
      : choices.otherJsonStyle
        ? styledJson(answer.body)
        : JSON.stringify(answer.body);
  // \uXXXX for every UTF-16 unit beyond ASCII: the same JSON value, in ASCII bytes.
  const text = choices.asciiJson
    ? json.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    : json;
  // An empty body goes out without a media type (`res.writeHead(401).end()`).
  const headers: Record<string, string> =
    answer.body === ''
      ? { ...answer.headers }
      : { 'content-type': 'application/json; charset=utf-8', ...answer.headers };
  let body: Buffer = Buffer.from(text);
  if (choices.gzip) {
    body = gzipSync(body);
    headers['content-encoding'] = 'gzip';
  }
  body = dress(choices.wire, answer.status, headers, body);
  return { status: answer.status, headers, body };
}

export async function startIndependentServer(
  overrides: Partial<Choices> = {},
  defect?: Defect,
): Promise<RunningServer> {
  const choices: Choices = { ...realSystem, ...overrides };
  const accounts = accountsOf(choices);
  const started = Date.now();
  const correct = correctPipeline(choices);
  const changes = defect?.(correct, choices) ?? {};
  const pipeline: Pipeline = { ...correct, ...changes };
  const limited = rateLimiter(choices.rateLimit);
  let unavailable = choices.unavailableFirst ?? 0;
  const maintenance = (res: ServerResponse) =>
    unavailable-- > 0 &&
    (res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"Service Unavailable"}'), true);
  const server = createServer((req: IncomingMessage, res: ServerResponse) =>
    limited(res) || maintenance(res) ? undefined : delayed(choices, () => answer(req, res)),
  );
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://independent.invalid');
    const path = url.pathname.startsWith(choices.basePath)
      ? url.pathname.slice(choices.basePath.length)
      : `\u0000${url.pathname}`;
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    const request: Request = {
      path,
      query: url.searchParams,
      headers,
      rawHeaderNames: req.rawHeaders.filter((_, i) => i % 2 === 0),
    };
    let raw: Wire;
    try {
      changes.receive?.(request);
      const answered = handle(pipeline, accounts, request, choices);
      raw = changes.write ? changes.write(answered, request) : writeAnswer(answered, choices);
    } catch (error) {
      raw = {
        status: 500,
        headers: { 'content-type': 'text/plain' },
        body: Buffer.from(`independent server failure: ${String(error)}`),
      };
    }
    // Date as the server's own clock says (timeAgo counts from it; a live clock's runs 60 times as fast), or none.
    if (choices.noDateHeader) res.sendDate = false;
    else if (!choices.realClock)
      raw.headers.date ??= new Date(
        choices.liveClock ? INDEPENDENT_NOW + (Date.now() - started) * 60 : serverNow(choices, started),
      ).toUTCString();
    if (raw.stall) return stall(res, raw); // a defect's answer that never ends (server-manners)
    if (choices.writeLateMs) setTimeout(() => write(res, raw), choices.writeLateMs);
    else write(res, raw);
  };
  const write = (res: ServerResponse, raw: Wire) => {
    if (choices.chunked) {
      res.writeHead(raw.status, raw.headers);
      for (let i = 0; i < raw.body.length; i += 512) res.write(raw.body.subarray(i, i + 512));
      res.end();
    } else res.writeHead(raw.status, { 'content-length': String(raw.body.length), ...raw.headers }).end(raw.body); // a defect may write its own
  };
  const listening = await onLoopback(server);
  return { url: `${listening.url}${choices.basePath}`, accounts, close: listening.close };
}
