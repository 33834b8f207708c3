// A walk of one query in pages of 15: every page of a short list, a survey (first, evenly spaced and last pages) of
// a long one. It knows where each item sits, so relations between queries hold on prefixes and suffixes too.
import type { CheckContext, Query } from './check-context.js';
import type { Exchange } from './kit-http.js';
import type { Item, Page } from './page.js';
import { surveyPages } from './survey-pages.js';

export const WALK_PAGE_SIZE = 15;

export interface WalkedPage {
  number: number;
  page: Page & { data: NonNullable<Page['data']> };
}

export interface Walk {
  total: number;
  /** Pages of WALK_PAGE_SIZE the list has (at least 1). */
  pageCount: number;
  /** The fetched pages, ascending. */
  pages: WalkedPage[];
  /** Every page was fetched: `items` is the whole list. */
  complete: boolean;
  /** Items of the fetched pages, in list order (with gaps when not complete). */
  items: Item[];
  /** Items of the first consecutive fetched pages: the list's first items. */
  prefix: Item[];
  /** Items of the last consecutive fetched pages: the list's last items. */
  suffix: Item[];
}

export type WalkResult = Walk | { problem: string; exchange?: Exchange };

/** The longest run of consecutive page numbers at the start (or the end) of the fetched pages. */
function run(pages: WalkedPage[], fromEnd: boolean): WalkedPage[] {
  const ordered = fromEnd ? [...pages].reverse() : pages;
  const out: WalkedPage[] = [];
  for (const p of ordered) {
    if (out.length > 0 && Math.abs(p.number - out.at(-1)!.number) !== 1) break;
    out.push(p);
  }
  return fromEnd ? out.reverse() : out;
}

export function walk(ctx: CheckContext, query: Query, headers?: Record<string, string>): Promise<WalkResult> {
  return ctx.once(`walk ${JSON.stringify(query)} ${JSON.stringify(headers ?? null)}`, async (): Promise<WalkResult> => {
    const first = await ctx.page({ ...query, pageSize: WALK_PAGE_SIZE, page: 1 }, headers);
    if (!first.data) return { problem: first.problem ?? 'no data', exchange: first.exchange };
    const total = first.data.pagination.total;
    const pageCount = Math.max(Math.ceil(total / WALK_PAGE_SIZE), 1);
    const numbers = surveyPages(pageCount);
    const rest = await Promise.all(
      numbers.slice(1).map((n) => ctx.page({ ...query, pageSize: WALK_PAGE_SIZE, page: n }, headers)),
    );
    const all = [first, ...rest];
    const broken = all.find((p) => !p.data);
    if (broken) return { problem: broken.problem ?? 'no data', exchange: broken.exchange };
    const disagreeing = all.find((p) => p.data!.pagination.total !== total);
    if (disagreeing)
      return {
        problem: `pages disagree on pagination.total: page 1 says ${total}, page ${disagreeing.data!.pagination.currentPage} says ${disagreeing.data!.pagination.total}`,
        exchange: disagreeing.exchange,
      };
    const pages = all.map((page, i) => ({ number: numbers[i]!, page: page as WalkedPage['page'] }));
    const items = (ps: WalkedPage[]) => ps.flatMap((p) => p.page.data.list);
    return {
      total,
      pageCount,
      pages,
      complete: numbers.length >= pageCount,
      items: items(pages),
      prefix: items(run(pages, false)),
      suffix: items(run(pages, true)),
    };
  });
}
