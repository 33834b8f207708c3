// `core-kit proxy`: sits between a frontend and a real backend, forwards every request, holds each answer of the two
// operations to the contract, reports violations (stderr, a count, optionally a 502), and can record what passes.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { errorCatalogue, errorMessage, type ErrorEntry, operationAt } from '../schema/index.js';
import { forwardRequest, type TargetAnswer } from './forward-request.js';
import { seenAnswer, type AnswerJudge, type JudgedAnswer, type Violation } from './answer-violations.js';
import { proxyControlRoutes, type ProxyStatus } from './proxy-control-routes.js';
import type { ProxyJournal } from './proxy-journal.js';
import type { ProxyLimits } from './proxy-limits.js';
import type { Recorder } from './recorder.js';

export interface ProxyOptions {
  target: URL;
  port: number;
  host: string;
  limits: ProxyLimits;
  judge: AnswerJudge;
  /** Answer 502 naming the violation instead of passing a violating answer through. */
  failOnViolation: boolean;
  recorder: Recorder | null;
  /** One line per violation (stderr). */
  report: (line: string) => void;
  /** The control room's journal at /__core/ (answered by the proxy, never forwarded); null: no control room. */
  journal: ProxyJournal | null;
  /** The control room answers other machines too. */
  remoteControl?: boolean;
  /** Shown in the control room. */
  strict?: boolean;
}

export interface ProxyCounts {
  requests: number;
  judged: number;
  violations: number;
  byRule: Map<string, number>;
  failures: number;
}

export interface RunningProxy {
  url: string;
  server: Server;
  counts: ProxyCounts;
  close(): Promise<void>;
}

const JSON_HEADERS = ['Content-Type', 'application/json; charset=utf-8', 'X-Content-Type-Options', 'nosniff'];

function sendEnvelope(res: ServerResponse, entry: ErrorEntry, detail: string): void {
  if (res.headersSent) return void res.destroy();
  const body = Buffer.from(JSON.stringify({ code: entry.code, message: errorMessage(entry, detail), data: null }));
  res.writeHead(entry.httpStatus, [...JSON_HEADERS, 'Content-Length', String(body.length)]);
  res.end(body);
}

function readBody(req: IncomingMessage, max: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) reject(new Error(`the request body is larger than ${max} bytes`));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(size === 0 ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const headerMap = (flat: readonly string[]): Record<string, string> => {
  const map: Record<string, string> = {};
  for (let i = 0; i < flat.length; i += 2) map[flat[i]!.toLowerCase()] = flat[i + 1]!;
  return map;
};

export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const counts: ProxyCounts = { requests: 0, judged: 0, violations: 0, byRule: new Map(), failures: 0 };
  const { limits, judge } = options;

  const status = (): ProxyStatus => ({
    kind: 'proxy',
    target: options.target.href,
    strict: options.strict ?? false,
    failOnViolation: options.failOnViolation,
    counts: {
      requests: counts.requests,
      judged: counts.judged,
      violations: counts.violations,
      failures: counts.failures,
      byRule: Object.fromEntries(counts.byRule),
    },
    journal: {
      size: options.journal?.journal.size ?? 0,
      capacity: options.journal?.journal.limits.capacity ?? 0,
      keptAnswerBytes: options.journal?.journal.keptAnswers ?? 0,
    },
  });
  const control = options.journal
    ? express()
        .disable('x-powered-by')
        .set('etag', false)
        .use('/__core', proxyControlRoutes(options.journal, status, options.remoteControl ?? false))
    : null;

  function journal(
    req: IncomingMessage,
    operation: string | null,
    answer: TargetAnswer | null,
    started: number,
    violations: Violation[] | null,
  ): void {
    if (!options.journal) return;
    const identity =
      answer !== null && !answer.headers.some((h, i) => i % 2 === 0 && h.toLowerCase() === 'content-encoding');
    const code =
      answer && identity
        ? /^\s*\{\s*"code"\s*:\s*(-?\d+)/.exec(answer.body.subarray(0, 64).toString('latin1'))?.[1]
        : undefined;
    options.journal.add({
      at: Date.now(),
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
      operation,
      status: answer?.status ?? 0,
      code: code === undefined ? null : Number(code),
      durationMs: performance.now() - started,
      body: answer && identity ? answer.body : null,
      violations,
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestTarget = req.url ?? '/';
    if (
      control &&
      (requestTarget === '/__core' || requestTarget.startsWith('/__core/') || requestTarget.startsWith('/__core?'))
    )
      return void control(req, res);
    counts.requests++;
    const started = performance.now();
    const body = await readBody(req, limits.maxBodyBytes).catch(
      (error: Error) => (sendEnvelope(res, errorCatalogue.invalidParameter, error.message), undefined),
    );
    if (body === undefined) return;
    const forwarded = await forwardRequest({
      target: options.target,
      method: req.method ?? 'GET',
      requestTarget,
      rawHeaders: req.rawHeaders,
      body,
      timeoutMs: limits.timeoutMs,
      maxBodyBytes: limits.maxBodyBytes,
    });
    if (!forwarded.ok) {
      counts.failures++;
      journal(req, null, null, started, null);
      options.report(`core-kit proxy: ${req.method} ${requestTarget}: ${forwarded.failure.detail}`);
      return sendEnvelope(
        res,
        forwarded.failure.kind === 'timeout' ? errorCatalogue.gatewayTimeout : errorCatalogue.badGateway,
        forwarded.failure.detail,
      );
    }
    const answer = forwarded.answer;
    const at = requestTarget.indexOf('?');
    const operation = operationAt(at < 0 ? requestTarget : requestTarget.slice(0, at));
    if (operation && req.method === operation.method) {
      const judged: JudgedAnswer = {
        operation: operation.id,
        rawQuery: at < 0 ? '' : requestTarget.slice(at + 1),
        status: answer.status,
        headers: headerMap(answer.headers),
        body: answer.body,
        declaredLength: answer.declaredLength,
      };
      const violations = judge(judged);
      counts.judged++;
      for (const v of violations) {
        counts.violations++;
        counts.byRule.set(v.rule, (counts.byRule.get(v.rule) ?? 0) + 1);
        options.report(
          `core-kit proxy: VIOLATION ${operation.id} ?${judged.rawQuery} ${v.rule} (${v.basis}): expected ${v.expected}; received ${v.received}`,
        );
      }
      journal(req, operation.id, answer, started, violations);
      if (violations.length === 0 && options.recorder && answer.status < 300) record(options.recorder, judged, req);
      if (violations.length > 0 && options.failOnViolation) {
        const v = violations[0]!;
        return sendEnvelope(
          res,
          errorCatalogue.badGateway,
          `the target's answer breaks the contract: ${v.rule}: expected ${v.expected}; received ${v.received}`,
        );
      }
    }
    if (!operation || req.method !== operation.method) journal(req, null, answer, started, null);
    if (answer.declaredLength !== undefined) {
      // Judged above (contentLengthMatchesTheBody), but a cut answer cannot be handed on as an answer.
      counts.failures++;
      const detail = `the target closed the connection without a complete answer (Content-Length ${answer.declaredLength}, ${answer.body.length} bytes came)`;
      options.report(`core-kit proxy: ${req.method} ${requestTarget}: ${detail}`);
      return sendEnvelope(res, errorCatalogue.badGateway, detail);
    }
    try {
      passAnswer(res, answer);
    } catch (error) {
      // Node refuses to write some headers (invalid characters): the answer cannot be passed on as it is.
      sendEnvelope(
        res,
        errorCatalogue.badGateway,
        `the target's answer cannot be passed on (${(error as Error).message.slice(0, 80)})`,
      );
    }
  }

  function record(recorder: Recorder, judged: JudgedAnswer, req: IncomingMessage): void {
    const read = seenAnswer(judged, limits.maxBodyBytes * 8);
    if ('seen' in read && read.problem === undefined)
      recorder.observe(
        judged.operation,
        judged.rawQuery,
        req.headers as Record<string, string | undefined>,
        read.seen.json,
      );
  }

  const server = createServer({ requireHostHeader: false }, (req, res) => {
    handle(req, res).catch(() => sendEnvelope(res, errorCatalogue.serverError, 'core-kit proxy'));
  });
  server.maxConnections = limits.maxConnections;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    server,
    counts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function passAnswer(res: ServerResponse, answer: TargetAnswer): void {
  const headers = [...answer.headers];
  if (!headers.some((h, i) => i % 2 === 0 && h.toLowerCase() === 'content-length'))
    headers.push('Content-Length', String(answer.body.length));
  res.writeHead(answer.status, headers);
  res.end(answer.body);
}
