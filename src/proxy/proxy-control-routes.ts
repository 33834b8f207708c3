// The proxy's control room at /__core/ (answered by the proxy itself, never forwarded): its journal of exchanges with
// each answer's violations, its status, and the control room's page. This machine only unless --remote-control.
import type { IncomingHttpHeaders } from 'node:http';
import { Router, type ErrorRequestHandler, type Request } from 'express';
import {
  listJournal,
  parseRequestFilter,
  sendControl,
  sendControlData,
  sendControlError,
  mayControl,
  controlFallback,
  controlPageRoutes,
  journalEntry,
  journalExchange,
  journalRecordAt,
  noParameters,
  type JournalRecord,
} from '../control-room/index.js';
import { apiError } from '../schema/index.js';
import type { ProxyJournal } from './proxy-journal.js';
import { clientSecrets, scrubber } from './client-secrets.js';

export interface ProxyStatus {
  kind: 'proxy';
  target: string;
  strict: boolean;
  failOnViolation: boolean;
  counts: { requests: number; judged: number; violations: number; failures: number; byRule: Record<string, number> };
  journal: { size: number; capacity: number; keptAnswerBytes: number };
}

/** Every secret the record's client sent, in every form a target may echo it (as the recording and stderr scrub them). */
const scrubberOf = (record: JournalRecord) =>
  scrubber(clientSecrets(record.headers as IncomingHttpHeaders, record.url));

/** Methods of each path of the proxy's control room, for 405 answers (`/requests/{id}` is GET). */
const PROXY_CONTROL_METHODS = { '/': 'GET', '/requests': 'GET, DELETE', '/status': 'GET', '/openapi.json': 'GET' };
/** Paths only the mock's control room has. */
const MOCK_ONLY: Readonly<Record<string, string>> = { '/scenario': 'scenario', '/accounts': 'accounts' };

const searchOf = (req: Request) =>
  new URLSearchParams(req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '');

export function proxyControlRoutes(journal: ProxyJournal, status: () => ProxyStatus, remote: boolean): Router {
  const router = Router({ caseSensitive: true, strict: true });
  router.use((req, res, next) => {
    if (!mayControl(req, remote))
      return sendControlError(
        res,
        apiError(
          'routeNotFound',
          `${req.method} /__core${req.path}: the control room answers only on this machine; start the proxy with --remote-control to open it to others`,
        ),
      );
    if (req.method === 'OPTIONS') return sendControl(res, 204, 'text/plain', '');
    next();
  });
  router.use(controlPageRoutes());
  /** The record with its violations scrubbed: a violation quotes what the target sent, which may echo a client's secret. */
  const entry = (record: JournalRecord) => {
    const scrub = scrubberOf(record);
    const violations =
      journal
        .violationsOf(record.id)
        ?.map((v) => ({ ...v, expected: scrub(v.expected), received: scrub(v.received) })) ?? null;
    return {
      record,
      violations,
      valid: { request: null, answer: violations === null ? null : violations.length === 0 },
    };
  };
  router.get('/requests', (req, res) => {
    const filter = parseRequestFilter(searchOf(req), journal.journal.limits.capacity);
    if (!filter.ok) return sendControlError(res, filter.error);
    const listing = listJournal(journal.journal, filter.value, (record) => journalEntry(record, null));
    const entries = listing.records.map((record) => {
      const { violations, valid } = entry(record);
      return { ...journalEntry(record, null), valid, violations };
    });
    sendControlData(res, {
      entries,
      matched: listing.matched,
      size: journal.journal.size,
      capacity: journal.journal.limits.capacity,
      lastId: journal.journal.nextRecordId - 1,
    });
  });
  router.get('/requests/:id', (req, res) => {
    // The mock's answers: 400 for an id that is no whole number, 404 for one the journal no longer holds.
    const record = journalRecordAt(journal.journal, String(req.params.id));
    if (!record.ok) return sendControlError(res, record.error);
    const found = entry(record.value);
    sendControlData(res, {
      ...journalEntry(found.record, null),
      ...journalExchange(found.record, undefined, scrubberOf(found.record)),
      valid: found.valid,
      violations: found.violations,
      verdict: null,
    });
  });
  router.delete('/requests', noParameters, (_req, res) => sendControlData(res, { cleared: journal.clear() }));
  router.get('/status', noParameters, (_req, res) => sendControlData(res, status()));
  const shown = (req: Request) => `${req.method} /__core${req.path}`;
  router.use(
    controlFallback(PROXY_CONTROL_METHODS, shown, (req) =>
      Object.hasOwn(MOCK_ONLY, req.path)
        ? `${shown(req)} (a proxy's control room has no ${MOCK_ONLY[req.path]})`
        : shown(req),
    ),
  );
  // Express refuses to decode a malformed escape in a path parameter (`/requests/%ZZ`); its own answer was an HTML
  // page with the stack trace and the install's paths.
  const failed: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
    if (res.headersSent) return res.destroy();
    const status = (error as { status?: number }).status;
    if (typeof status === 'number' && status >= 400 && status < 500)
      return sendControlError(res, apiError('invalidParameter', 'the request path holds a malformed percent-escape'));
    sendControlError(res, apiError('serverError'));
  };
  router.use(failed);
  return router;
}
