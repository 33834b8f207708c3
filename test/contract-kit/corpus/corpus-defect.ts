// What a defect of the corpus is: one realistic bug planted in the independent implementation, the class of the kit's
// blind spots it belongs to (issue 13), and the check named to catch it.
import type { Choices } from '../independent-server/choices.js';
import { writeAnswer, type Defect } from '../independent-server/independent-server.js';
import type { Answer, Paged, Pipeline, Request } from '../independent-server/pipeline.js';
import type { ListQuery } from '../independent-server/read-list-query.js';
import type { Stored } from '../independent-server/inbox.js';
import type { Json } from '../independent-server/subjects.js';

/**
 * 1 inputs never sent, 2 invariants on every answer, 3 probes chosen from the data, 4 large inboxes, 5 two accounts,
 * 6 provenance, 7 misleading output, 8 base path, 9 every-answer rules (HTTP and JSON, and answers that depend on
 * earlier requests), 10 values that betray a bug, 11 inputs derived from the document, 12 data beyond the first
 * page, 0 the classic checks.
 */
export type BlindSpot = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | PoliteClientOrSpeed;
/** 13 a polite client (throttling, compression), 14 speed and exit (issue 22). */
export type PoliteClientOrSpeed = 13 | 14 | UnnamedDefects;
/** 15 defects an outside evaluator wrote, described nowhere before they were planted. */
export type UnnamedDefects = 15 | RoundFour;
/**
 * 16 times rendered from "now" (humanized and today-dependent times, nested in the structures too), 17 relations the
 * spec implies between fields (derived from the document), 18 list invariants on every answer, page and account.
 */
export type RoundFour = 16 | 17 | 18;

/** Limits of the kit's run against a server (default: the kit's own defaults). */
export interface KitLimits {
  timeoutMs?: number;
  deadlineMs?: number;
  rate?: number;
}

export interface CorpusDefect {
  name: string;
  /** What the bug does, in a few words (the kill matrix shows it). */
  breaks: string;
  killedBy: string;
  blindSpot: BlindSpot;
  /** The data and choices of the server it is planted in (default: the real-system copy). */
  choices?: Partial<Choices>;
  defect: Defect;
  /** The kit's limits for this run (a server that never answers gets a short timeout and deadline). */
  kit?: KitLimits;
  /** Where alone it shows, when a frontend's usual session would not meet it: the second account, or deep pages. */
  shows?: 'on the second account' | 'on deep pages';
}

export const corpusDefect = (d: CorpusDefect): CorpusDefect => d;

/** Changes each page after the correct paging. */
export const afterPaging =
  (change: (paged: Paged, query: ListQuery) => void): Defect =>
  (c) => ({
    paginate(items, query) {
      const paged = c.paginate(items, query);
      if (!('kind' in paged)) change(paged, query);
      return paged;
    },
  });

/** Changes each notification as it goes out (after rendering and projection). */
export const onEachItem =
  (change: (item: Json, query: ListQuery) => void): Defect =>
  (c) => ({
    listAnswer(paged, list, query) {
      for (const item of list) change(item, query);
      return c.listAnswer(paged, list, query);
    },
  });

/** Changes each notification as it is rendered from the stored one (before projection). */
export const onEachRendered =
  (change: (out: Json, item: Stored, query: ListQuery) => void): Defect =>
  (c) => ({
    render(item, query, language) {
      const out = c.render(item, query, language);
      change(out, item, query);
      return out;
    },
  });

/** Changes the query as read. */
export const onQuery =
  (change: (query: ListQuery, raw: URLSearchParams) => ListQuery | void): Defect =>
  (c) => ({
    readQuery(raw) {
      const read = c.readQuery(raw);
      return 'kind' in read ? read : (change(read, raw) ?? read);
    },
  });

/** Changes the bytes and headers of list answers (or of every answer). */
export const onWire =
  (
    change: (wire: { status: number; headers: Record<string, string>; body: Buffer }, request: Request) => void,
    onlyLists = true,
  ): Defect =>
  (_c, choices: Choices) => ({
    write(answer: Answer, request: Request) {
      const wire = writeAnswer(answer, choices);
      if (!onlyLists || request.path.endsWith('/notification/list')) change(wire, request);
      return wire;
    },
  });

export type { Pipeline };
