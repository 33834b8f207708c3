// `/__core/requests`: the journal as a JSON API (WireMock-style verification for end-to-end tests): list newest
// first with filters, one entry with its headers, answer and verdicts, and clear.
import { Router, type Request } from 'express';
import {
  parseRequestFilter,
  listJournal,
  journalEntry,
  journalEntryDetail,
  journalRecordAt,
  sendControlData,
  sendControlError,
  noParameters,
} from '../../control-room/index.js';
import type { MockControl } from '../control/mock-control.js';
import { type RequestList, apiError } from '../../schema/index.js';
import type { ExchangeJudge } from '../../control-room/index.js';
import { worldSecrets } from './world-secrets.js';

const searchOf = (req: Request) =>
  new URLSearchParams(req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '');

export function controlRequestRoutes(control: MockControl, judge: ExchangeJudge): Router {
  const router = Router({ caseSensitive: true, strict: true });
  const noJournal = apiError('routeNotFound', 'the journal is off: the server was started with --journal-size 0');

  router.get('/requests', (req, res) => {
    const journal = control.journal;
    if (!journal) return sendControlError(res, noJournal);
    const filter = parseRequestFilter(searchOf(req), journal.limits.capacity);
    if (!filter.ok) return sendControlError(res, filter.error);
    const list: RequestList = {
      entries: [],
      matched: 0,
      size: journal.size,
      capacity: journal.limits.capacity,
      lastId: journal.nextRecordId - 1,
    };
    const secrets = worldSecrets(control.world);
    const listing = listJournal(journal, filter.value, (record) => journalEntry(record, null, secrets));
    list.matched = listing.matched;
    // Judged only when listed (at most `limit` per call, each once): the verdicts never cost the requests themselves.
    for (const record of listing.records)
      list.entries.push(journalEntry(record, filter.value.verdicts ? judge.verdict(record) : null, secrets));
    sendControlData(res, list);
  });

  router.delete('/requests', noParameters, (_req, res) => {
    if (!control.journal) return sendControlError(res, noJournal);
    sendControlData(res, { cleared: control.journal.clear() });
  });

  router.get('/requests/:id', (req, res) => {
    const journal = control.journal;
    if (!journal) return sendControlError(res, noJournal);
    const found = journalRecordAt(journal, String(req.params.id));
    if (!found.ok) return sendControlError(res, found.error);
    sendControlData(res, journalEntryDetail(found.value, judge.verdict(found.value), worldSecrets(control.world)));
  });

  return router;
}
