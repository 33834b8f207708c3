// `core-kit proxy`: sits between a frontend and a real backend, forwards every request, holds each answer of the two
// operations to the contract, reports violations (stderr, a count, optionally a 502), and can record what passes.
// Its transport is the mock's (head, request and idle deadlines, 408 and close, the connection cap, envelopes for
// what Node rejects, pipelined requests in turn); each request goes through the stages of handle-exchange.ts; /__core/
// is its control room.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import express from 'express';
import { HTTP_LIMITS, logDroppedConnections, startServer, toOriginForm, type HttpLimits } from '../mock/index.js';
import { errorCatalogue } from '../schema/index.js';
import type { AllowedHosts } from './allowed-hosts.js';
import type { AnswerInspector } from './answer-desk.js';
import { exchangeHandler } from './handle-exchange.js';
import { sendEnvelope } from './proxy-answers.js';
import { proxyControlRoutes, type ProxyStatus } from './proxy-control-routes.js';
import { newCounts, type ProxyCounts } from './proxy-counts.js';
import type { ProxyJournal } from './proxy-journal.js';
import { safeLine } from './proxy-lines.js';
import type { ProxyLimits } from './proxy-limits.js';

export type { ProxyCounts } from './proxy-counts.js';

export interface ProxyOptions {
  target: URL;
  port: number;
  host: string;
  limits: ProxyLimits;
  /**
   * Judges (and records) the answers of the operations: in a worker thread (workerInspector) or in this one. The
   * caller closes it, after asking for the recording.
   */
  inspector: AnswerInspector;
  /** Answer 502 naming the violation instead of passing a violating answer through. */
  failOnViolation: boolean;
  /** One line per violation or failure (stderr); the proxy makes each safe for a terminal. */
  report: (line: string) => void;
  /** The control room's journal at /__core/ (answered by the proxy, never forwarded); null: no control room. */
  journal: ProxyJournal | null;
  /** The control room answers other machines too. */
  remoteControl?: boolean;
  /** Host names forwarded beside this machine's (--allow-host): `name`, `.name` with the names under it, or `any`. */
  allowedHosts?: AllowedHosts;
  /** Shown in the control room. */
  strict?: boolean;
  /** The transport's deadlines and cap (the mock's by default; the idle one outlasts --timeout). */
  transport?: Partial<HttpLimits>;
}

export interface RunningProxy {
  url: string;
  server: Server;
  counts: ProxyCounts;
  close(): Promise<void>;
}

const isControlPath = (requestTarget: string) =>
  requestTarget === '/__core' || requestTarget.startsWith('/__core/') || requestTarget.startsWith('/__core?');

export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const counts = newCounts();
  const { limits, journal } = options;
  const report = (line: string) => options.report(safeLine(line));

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
      size: journal?.journal.size ?? 0,
      capacity: journal?.journal.limits.capacity ?? 0,
      keptAnswerBytes: journal?.journal.keptAnswers ?? 0,
    },
  });
  const control = journal
    ? express()
        .disable('x-powered-by')
        .set('etag', false)
        .use('/__core', proxyControlRoutes(journal, status, options.remoteControl ?? false))
    : null;
  const stopping = new AbortController();
  const handle = exchangeHandler({
    stopping: stopping.signal,
    target: options.target,
    limits,
    inspector: options.inspector,
    allowedHosts: options.allowedHosts ?? [],
    failOnViolation: options.failOnViolation,
    counts,
    report,
    journal: (...args) => journal?.record(...args),
  });
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    // An absolute-form target (`GET http://host/path`, RFC 9112 §3.2.2) is read as the mock reads it: the origin form
    // it names, its host for Host (checked as any Host is), a user name or password dropped before anything sees it.
    // It still goes to the proxy's target, never to the host it names.
    toOriginForm(req);
    if (control && isControlPath(req.url ?? '/')) return void control(req, res);
    handle(req, res).catch(() => sendEnvelope(res, errorCatalogue.serverError, 'core-kit proxy'));
  };
  const transport: HttpLimits = {
    ...HTTP_LIMITS,
    maxConnections: limits.maxConnections,
    // A client waits on the target up to --timeout without a byte either way: the idle deadline must outlast it.
    idleTimeoutMs: Math.max(HTTP_LIMITS.idleTimeoutMs, limits.timeoutMs + 5_000),
    ...options.transport,
  };
  const running = await startServer(listener, options.port, options.host, transport);
  logDroppedConnections(running.server, (line) => report(`core-kit proxy: ${line}`));
  return {
    url: running.url,
    server: running.server,
    counts,
    close: () => {
      // Ctrl-C with an exchange waiting on a hanging target held the process until --timeout (30 s by default).
      stopping.abort();
      return running.close();
    },
  };
}
