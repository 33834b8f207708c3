// Finds the data a check needs (a list of objects to index into, a null actionUser, an object nested three levels
// deep, …) across the pages it may fetch within the budget, not only on page 1; and says how far it looked.
import { fail, type Outcome } from '../kit/check.js';
import type { CheckContext, Query } from '../kit/check-context.js';
import type { Item, Page } from '../kit/page.js';
import { surveyPages } from '../kit/survey-pages.js';
import { WALK_PAGE_SIZE } from '../kit/walk-list.js';

/** Pages of 15 a search fetches at most (those of the walks, so a run that walks the list pays nothing more). */
export const SEARCH_PAGES = 8;

export interface Looked {
  pages: number;
  items: number;
  total: number;
}

export interface Found<T> {
  value: T;
  /** The page number (of WALK_PAGE_SIZE) it was found on, the query of that page, the page and its items. */
  number: number;
  query: Query;
  page: Page;
  items: Item[];
  looked: Looked;
}

export type Search<T> = { found: Found<T> } | { looked: Looked } | { broken: Page };

/** "looked at 4 pages, 60 notifications, of 120". */
export const lookedAt = (looked: Looked) =>
  `looked at ${looked.pages} page${looked.pages === 1 ? '' : 's'}, ${looked.items} notifications, of ${looked.total}`;

/** A search stopped by a page that is not a well-formed success. */
export const brokenSearch = (page: Page): Outcome =>
  fail('a page of the list', page.problem ?? 'no answer', page.exchange);

/** The query of page `n` of a search (the same as a walk's, so the two share their requests). */
export const searchPageQuery = (query: Query, n: number): Query => ({ ...query, pageSize: WALK_PAGE_SIZE, page: n });

/**
 * Pages of `query` in the order of a survey (first pages first), until `pick` finds what the check needs on one.
 * `pick` sees one page's items; what it returns (not undefined) is the value found.
 */
export async function searchPages<T>(
  ctx: CheckContext,
  pick: (items: Item[]) => T | undefined,
  query: Query = {},
  maxPages = SEARCH_PAGES,
): Promise<Search<T>> {
  // Whole pages: what a search picks (objects, lists in them, nulls) is what the budget would cut away.
  const first = await ctx.whole(await ctx.page(searchPageQuery(query, 1)));
  if (!first.data) return { broken: first };
  const total = first.data.pagination.total;
  const numbers = surveyPages(Math.max(Math.ceil(total / WALK_PAGE_SIZE), 1)).slice(0, maxPages);
  const looked: Looked = { pages: 0, items: 0, total };
  for (const n of numbers) {
    const page = n === 1 ? first : await ctx.whole(await ctx.page(searchPageQuery(query, n)));
    if (!page.data) return { broken: page };
    looked.pages++;
    looked.items += page.data.list.length;
    const value = pick(page.data.list);
    if (value !== undefined)
      return {
        found: {
          value,
          number: n,
          query: searchPageQuery(query, n),
          page,
          items: page.data.list,
          looked: { ...looked },
        },
      };
  }
  return { looked };
}
