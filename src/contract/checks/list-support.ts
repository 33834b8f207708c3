// Shared helpers of the notification list checks: reading pages and walks, and turning problems into outcomes.
import { fail, skip, shown, type Outcome } from '../kit/check.js';
import type { CheckContext } from '../kit/check-context.js';
import type { Item, Page } from '../kit/page.js';
import type { Walk, WalkResult } from '../kit/walk-list.js';
import { chooseDatetimeParser, type DatetimeParser } from '../kit/datetime-parsers.js';
import { isObject } from '../kit/answer.js';

export type PageData = NonNullable<Page['data']>;

export function pageOrFail(page: Page, what: string): { data: PageData } | { outcome: Outcome } {
  if (page.data) return { data: page.data };
  return { outcome: fail(what, page.problem ?? 'no answer', page.exchange) };
}

export function walkOrOutcome(walk: WalkResult, what: string): Walk | { outcome: Outcome } {
  if ('pages' in walk) return walk;
  return { outcome: fail(what, walk.problem, walk.exchange, 'paging') };
}

export const nmids = (items: readonly Item[]) => items.map((i) => i.nmid);

/** "all 120 items" or "90 of 1200 items (first, evenly spaced and last pages)". */
export const coverage = (walk: Walk) =>
  walk.complete
    ? `all ${walk.total} items`
    : `${walk.items.length} of ${walk.total} items (${walk.pages.length} of ${walk.pageCount} pages: first, evenly spaced and last)`;

/** The first place two lists of ids differ, for a readable failure. */
export function firstDifference(expected: readonly unknown[], received: readonly unknown[]): string {
  const at = expected.findIndex((id, i) => received[i] !== id);
  const index = at === -1 ? Math.min(expected.length, received.length) : at;
  return `item ${index + 1}: expected ${shown(expected[index])}, received ${shown(received[index])} (${expected.length} vs ${received.length} items)`;
}

/** Every dateFormat the configs name (the current language's first), to read dates such as 01/02 the server's way. */
async function dateFormatHints(ctx: CheckContext): Promise<string[]> {
  const configs = await ctx.configs().catch(() => undefined);
  const payload = configs?.payload;
  const current = isObject(payload?.current_language_menu) ? payload.current_language_menu.dateFormat : undefined;
  const menus = Array.isArray(payload?.language_menus)
    ? payload.language_menus.filter(isObject).map((m) => m.dateFormat)
    : [];
  return [...new Set([current, ...menus].filter((f): f is string => typeof f === 'string' && f !== ''))];
}

/** A parser for every datetime of these items, or a SKIP saying why there is none. */
export async function datetimeParserFor(
  ctx: CheckContext,
  items: readonly Item[],
): Promise<DatetimeParser | { outcome: Outcome }> {
  const values = items.map((i) => i.datetime);
  if (!values.every((v): v is string => typeof v === 'string'))
    return {
      outcome: fail('datetime: a string on every notification', shown(values.find((v) => typeof v !== 'string'))),
    };
  const parser = chooseDatetimeParser(values, await dateFormatHints(ctx));
  if (!parser)
    return {
      outcome: skip(
        `datetime values are in no format the kit can order (the configs' dateFormats, ISO 8601, RFC 2822, epoch, anything Date reads), e.g. ${shown(values[0])}`,
      ),
    };
  return parser;
}

/** Types present in the world, with their totals and first pages, from `types=t`. */
export async function presentTypes(
  ctx: CheckContext,
): Promise<{ totals: Map<number, number>; pages: Map<number, PageData> } | { outcome: Outcome }> {
  const pages = await ctx.once('type pages', () =>
    Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9].map((t) => ctx.page({ types: String(t), pageSize: 15, page: 1 }))),
  );
  const totals = new Map<number, number>();
  const data = new Map<number, PageData>();
  for (const [i, page] of pages.entries()) {
    const type = i + 1;
    if (!page.data) return { outcome: fail(`a page of types=${type}`, page.problem ?? 'no answer', page.exchange) };
    totals.set(type, page.data.pagination.total);
    data.set(type, page.data);
  }
  return { totals, pages: data };
}

/** The whole list's first page of 15 (what most checks start from). */
export const firstPage = (ctx: CheckContext) => ctx.page({ pageSize: 15, page: 1 });
