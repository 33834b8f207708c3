// Servers on loopback that attack the contract CLI the way an outside audit did: slow answers that outlast the
// deadline, huge well-formed bodies, 20,000 or 1,000,000 empty items, JSON nested 100,000 deep, control characters.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { onLoopback } from './on-loopback.js';

export interface HostileServer {
  url: string;
  /** When each request arrived, epoch milliseconds. */
  arrivals: number[];
  close(): Promise<void>;
}

export async function startHostileServer(
  answer: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<HostileServer> {
  const arrivals: number[] = [];
  const server = createServer((req, res) => {
    arrivals.push(Date.now());
    answer(req, res);
  });
  return { ...(await onLoopback(server)), arrivals };
}

const json = (res: ServerResponse, body: string | Buffer) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(body);

/** A list envelope around a list given as JSON text. */
export const listEnvelope = (listJson: string, total = 300) =>
  `{"code":0,"message":"ok","data":{"pagination":{"total":${total},"pageSize":15,"currentPage":1,"lastPage":${Math.ceil(total / 15)}},"list":${listJson}}}`;

/** Every answer after `delayMs`: a plausible list, so that the kit keeps asking. */
export const slowly = (delayMs: number) => (_req: IncomingMessage, res: ServerResponse) => {
  const timer = setTimeout(() => json(res, listEnvelope('[]')), delayMs);
  res.on('close', () => clearTimeout(timer));
};

/** The same body to every request, built once. */
export const always = (body: string) => {
  const bytes = Buffer.from(body);
  return (_req: IncomingMessage, res: ServerResponse) => json(res, bytes);
};

/** `[[[…]]]` `depth` levels deep. */
export const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** A list of `count` empty objects: `[{},{},…]`. */
export const emptyObjects = (count: number) => `[${Array.from({ length: count }, () => '{}').join(',')}]`;

/** About `bytes` of well-formed list: notifications whose actionUser holds many small objects. */
export function hugeList(bytes: number): string {
  const filler = `{"k":"${'x'.repeat(40)}"}`;
  const perItem = Math.floor(bytes / 15 / (filler.length + 1));
  const user = `{"parts":[${Array.from({ length: perItem }, () => filler).join(',')}]}`;
  const item = (i: number) =>
    `{"nmid":"n${i}","type":3,"content":null,"isMarkdown":false,"isMention":false,"isAccessApp":false,"appUrl":null,"actionUser":${user},"actionUserIsAnonymous":false,"actionType":1,"actionTarget":1,"actionInfo":null,"contentFsid":null,"datetime":"2026-11-22 10:00:00","datetimeFormat":"10:00","timeAgo":"2 hours ago","readStatus":true}`;
  return `[${Array.from({ length: 15 }, (_, i) => item(i)).join(',')}]`;
}
