// The status filter of the notification list, alone and with types: metamorphic relations between queries on any
// inbox size, with a type chosen from the data that has read and unread items, failures naming the feature that broke.
import { defineCheck, fail, pass, skip, type Outcome } from '../kit/check.js';
import type { CheckContext } from '../kit/check-context.js';
import type { Item } from '../kit/page.js';
import { walk, WALK_PAGE_SIZE, type WalkResult } from '../kit/walk-list.js';
import type { Query } from '../kit/check-context.js';
import { pageOrFail, presentTypes, walkOrOutcome } from './list-support.js';
import { narrowedBy } from './walk-relations.js';

const TYPES = 'Endpoints › Notification list › types';
const STATUS = 'Endpoints › Notification list › status; States (unread 0, read 1)';

/** A type with both read and unread items, so that a broken combination of the filters shows; any present type else. */
async function mixedType(ctx: CheckContext): Promise<{ type: number; mixed: boolean } | undefined> {
  const found = await presentTypes(ctx);
  if ('outcome' in found) return undefined;
  const present = [...found.totals].filter(([, n]) => n > 0).map(([t]) => t);
  const onFirstPage = present.find((t) => new Set(found.pages.get(t)!.list.map((n) => n.readStatus)).size === 2);
  if (onFirstPage !== undefined) return { type: onFirstPage, mixed: true };
  for (const t of present) {
    const unread = (await ctx.page({ types: String(t), status: 0, pageSize: 1 })).data?.pagination.total;
    if (unread !== undefined && unread > 0 && unread < found.totals.get(t)!) return { type: t, mixed: true };
  }
  return present.length > 0 ? { type: present[0]!, mixed: false } : undefined;
}

/**
 * A walk of a status list, and its second page when the list has more than one item but fits one page of 15: a
 * status list is often short, and a defect past its first page would show nowhere. Pages of half its total make two;
 * the invariants judge that page as every answer (its status, types, order, paging), so live data cannot mislead.
 */
async function walkStatusList(ctx: CheckContext, query: Query): Promise<WalkResult> {
  const found = await walk(ctx, query);
  if ('pages' in found && found.total > 1 && found.total <= WALK_PAGE_SIZE)
    await ctx.once(`second page ${JSON.stringify(query)}`, () =>
      ctx.page({ ...query, pageSize: Math.ceil(found.total / 2), page: 2 }),
    );
  return found;
}

export const perTypeUnreadTotalsAddUpToTheUnreadTotal = defineCheck({
  name: 'perTypeUnreadTotalsAddUpToTheUnreadTotal',
  endpoint: 'notifications',
  why: 'Per-tab unread badges must add up to the unread badge, however long the inbox.',
  source: `${TYPES}; ${STATUS}`,
  provenance: 'spec',
  restsOn: ['paging', 'typesFilter', 'statusFilter'],
  async run(ctx) {
    const unread = pageOrFail(await ctx.page({ status: 0, pageSize: 1 }), 'the unread total (status=0)');
    if ('outcome' in unread) return unread.outcome;
    const pages = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((t) => ctx.page({ types: String(t), status: 0, pageSize: 1 })),
    );
    const totals: number[] = [];
    for (const [i, page] of pages.entries()) {
      const found = pageOrFail(page, `the unread total of types=${i + 1}`);
      if ('outcome' in found) return found.outcome;
      totals.push(found.data.pagination.total);
    }
    const sum = totals.reduce((a, b) => a + b, 0);
    if (sum !== unread.data.pagination.total)
      return fail(
        `types=t&status=0 totals summing to ${unread.data.pagination.total} (status=0)`,
        `${sum} (${totals.map((n, i) => `${i + 1}:${n}`).join(' ')})`,
        pages[0]!.exchange,
        'pagination.total with status and types',
      );
    return pass(`${sum} unread`);
  },
});

export const statusSplitsTheWholeIntoUnreadAndRead = defineCheck({
  name: 'statusSplitsTheWholeIntoUnreadAndRead',
  endpoint: 'notifications',
  why: 'The unread badge and the read list together are every notification, once.',
  source: STATUS,
  provenance: 'spec',
  restsOn: ['paging', 'walk', 'order'],
  proves: ['statusFilter'],
  async run(ctx) {
    const whole = walkOrOutcome(await walk(ctx, {}), 'every page of the list');
    if ('outcome' in whole) return whole.outcome;
    const unread = walkOrOutcome(await walkStatusList(ctx, { status: 0 }), 'every page of status=0');
    if ('outcome' in unread) return unread.outcome;
    const read = walkOrOutcome(await walkStatusList(ctx, { status: 1 }), 'every page of status=1');
    if ('outcome' in read) return read.outcome;
    for (const [part, wanted] of [
      [unread, false],
      [read, true],
    ] as const) {
      const broken = narrowedBy(
        whole,
        part,
        [{ name: 'status filter', keep: (n) => n.readStatus === wanted }],
        `status=${wanted ? 1 : 0}`,
      );
      if (broken) return fail(broken.expected, broken.received, part.pages[0]!.page.exchange, broken.feature);
    }
    if (unread.total + read.total !== whole.total)
      return fail(
        `unread + read = ${whole.total}`,
        `${unread.total} + ${read.total}`,
        unread.pages[0]!.page.exchange,
        'pagination.total with the status filter',
      );
    return pass(`${unread.total} unread, ${read.total} read`);
  },
});

/** Several types at once with status=0: the unread items of those types, as with one type (a second code path). */
async function severalTypesWithStatus(ctx: CheckContext, chosen: number): Promise<Outcome | null> {
  const found = await presentTypes(ctx);
  if ('outcome' in found) return null;
  const other = [...found.totals].find(([type, n]) => n > 0 && type !== chosen)?.[0];
  if (other === undefined) return null;
  const pair = [chosen, other].sort((a, b) => a - b);
  const query = `types=${pair.join(',')}&status=0`;
  const whole = walkOrOutcome(await walk(ctx, {}), 'every page of the list');
  if ('outcome' in whole) return whole.outcome;
  const part = walkOrOutcome(await walkStatusList(ctx, { types: pair.join(','), status: 0 }), `every page of ${query}`);
  if ('outcome' in part) return part.outcome;
  const filters = [
    { name: 'types filter', keep: (n: Item) => pair.includes(n.type as number) },
    { name: 'status filter', keep: (n: Item) => n.readStatus === false },
  ];
  const broken = narrowedBy(whole, part, filters, query);
  return broken && fail(broken.expected, broken.received, part.pages[0]!.page.exchange, broken.feature);
}

export const typesAndStatusCombine = defineCheck({
  name: 'typesAndStatusCombine',
  endpoint: 'notifications',
  why: 'An "unread likes" view combines both filters.',
  source: `${TYPES}; ${STATUS}`,
  provenance: 'spec',
  restsOn: ['paging', 'order', 'walk', 'typesFilter', 'statusFilter'],
  async run(ctx) {
    const chosen = await mixedType(ctx);
    if (!chosen) return skip('no type has any notification');
    const t = String(chosen.type);
    const all = walkOrOutcome(await walk(ctx, { types: t }), `every page of types=${t}`);
    if ('outcome' in all) return all.outcome;
    const parts = [];
    for (const status of [0, 1]) {
      const part = walkOrOutcome(
        await walkStatusList(ctx, { types: t, status }),
        `every page of types=${t}&status=${status}`,
      );
      if ('outcome' in part) return part.outcome;
      const broken = narrowedBy(
        all,
        part,
        [
          { name: 'types filter', keep: (n) => n.type === chosen.type },
          { name: 'status filter', keep: (n) => n.readStatus === (status === 1) },
        ],
        `types=${t}&status=${status}`,
      );
      if (broken) return fail(broken.expected, broken.received, part.pages[0]!.page.exchange, broken.feature);
      parts.push(part.total);
    }
    if (parts[0]! + parts[1]! !== all.total)
      return fail(
        `types=${t}: unread + read = ${all.total}`,
        `${parts[0]} + ${parts[1]}`,
        all.pages[0]!.page.exchange,
        'pagination.total with status and types',
      );
    const several = await severalTypesWithStatus(ctx, chosen.type);
    if (several) return several;
    return pass(
      `type ${t}: ${parts[0]} unread, ${parts[1]} read${chosen.mixed ? '' : ' (no type has both read and unread items)'}`,
    );
  },
});
