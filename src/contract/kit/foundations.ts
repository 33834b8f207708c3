// What a check's verdict takes for granted (its foundations), so that a report can name the failure others rest on:
// each check declares the foundations it rests on and those it proves for the others.

export const FOUNDATIONS = {
  answers: "every answer's HTTP and JSON",
  listSchema: 'the notification schema',
  envelope: 'the success envelope',
  configs: "the configs' keys and values",
  languages: "the configs' languages",
  values: 'the values answers hold',
  paging: 'paging',
  walk: 'the walk of every page',
  order: 'the newest-first order',
  typesFilter: 'the types filter',
  statusFilter: 'the status filter',
  emptyParameters: 'empty parameters read as left out',
  isolation: 'isolation of accounts',
  projection: 'the projections',
  nullObjects: 'null objects under projections',
  dotPaths: 'dot paths in the projections',
  indexPaths: 'list index paths in the projections',
  projectionScope: 'each projection keeping to its own object',
  auth: 'authentication',
  configsOpen: 'the configs without login',
  keys: 'keys=',
  languageHeader: 'the language header',
  realSystemFacts: "the real system's facts",
} as const;

export type Foundation = keyof typeof FOUNDATIONS;

/** Foundations, most basic first: a failure is reported under the most basic one that failed. */
export const FOUNDATION_ORDER = Object.keys(FOUNDATIONS) as Foundation[];
