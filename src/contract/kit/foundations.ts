// What a check's verdict takes for granted (its foundations), so that a report can name the failure others rest on:
// each check declares the foundations it rests on and those it proves for the others.

export const FOUNDATIONS = {
  paging: 'paging',
  walk: 'the walk of every page',
  typesFilter: 'the types filter',
  statusFilter: 'the status filter',
  projection: 'the projections',
  auth: 'authentication',
  configs: "the configs' keys and values",
  languages: "the configs' languages",
  listSchema: 'the notification schema',
} as const;

export type Foundation = keyof typeof FOUNDATIONS;

/** Foundations, most basic first: a failure is reported under the most basic one that failed. */
export const FOUNDATION_ORDER = Object.keys(FOUNDATIONS) as Foundation[];
