// Shared helpers of the notification list checks: reading pages and walks, and turning problems into outcomes.
import { fail, skip, shown, type Outcome } from '../kit/check.js';
import type { CheckContext, Item, Page, Walk } from '../kit/check-context.js';
import { chooseDatetimeParser, type DatetimeParser } from '../kit/datetime-parsers.js';
import { isObject } from '../kit/answer.js';

export type PageData = NonNullable<Page['data']>;

export function pageOrFail(page: Page, what: string): { data: PageData } | { outcome: Outcome } {
  if (page.data) return { data: page.data };
  return { outcome: fail(what, page.problem ?? 'no answer', page.exchange) };
}

export function walkOrOutcome(walk: Walk, what: string): { items: Item[]; pages: Page[]; total: number } | { outcome: Outcome } {
  if ('items' in walk) return walk;
  if ('tooLong' in walk) return { outcome: skip(walk.tooLong) };
  return { outcome: fail(what, walk.problem, walk.exchange) };
}

export const nmids = (items: readonly Item[]) => items.map((i) => i.nmid);

/** The first place two lists of ids differ, for a readable failure. */
export function firstDifference(expected: readonly unknown[], received: readonly unknown[]): string {
  const at = expected.findIndex((id, i) => received[i] !== id);
  const index = at === -1 ? Math.min(expected.length, received.length) : at;
  return `item ${index + 1}: expected ${shown(expected[index])}, received ${shown(received[index])} (${expected.length} vs ${received.length} items)`;
}

/** The dateFormat of the language in use, when the configs tell it (helps read ambiguous dates such as 01/02). */
async function dateFormatHint(ctx: CheckContext): Promise<string | undefined> {
  const configs = await ctx.configs().catch(() => undefined);
  const current = configs?.payload?.current_language_menu;
  return isObject(current) && typeof current.dateFormat === 'string' ? current.dateFormat : undefined;
}

/** A parser for every datetime of these items, or a SKIP saying why there is none. */
export async function datetimeParserFor(ctx: CheckContext, items: readonly Item[]): Promise<DatetimeParser | { outcome: Outcome }> {
  const values = items.map((i) => i.datetime);
  if (!values.every((v): v is string => typeof v === 'string')) return { outcome: fail('datetime: a string on every notification', shown(values.find((v) => typeof v !== 'string'))) };
  const parser = chooseDatetimeParser(values, await dateFormatHint(ctx));
  if (!parser) return { outcome: skip(`datetime values are in no format the kit can order, e.g. ${shown(values[0])}`) };
  return parser;
}

/** Types present in the world, with their totals, from `types=t`. */
export async function presentTypes(ctx: CheckContext): Promise<{ totals: Map<number, number>; pages: Map<number, PageData> } | { outcome: Outcome }> {
  const pages = await ctx.typePages();
  const totals = new Map<number, number>();
  const data = new Map<number, PageData>();
  for (const [type, page] of pages) {
    if (!page.data) return { outcome: fail(`a page of types=${type}`, page.problem ?? 'no answer', page.exchange) };
    totals.set(type, page.data.pagination.total);
    data.set(type, page.data);
  }
  return { totals, pages: data };
}
