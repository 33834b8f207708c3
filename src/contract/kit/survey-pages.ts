// Which pages of a long list a walk fetches, so that its checks keep their power on any inbox size within the
// request budget: every page of a short list; of a long one the first pages, the last pages and evenly spaced ones.

export const FULL_WALK_PAGES = 16;
export const FIRST_PAGES = 6;
export const LAST_PAGES = 3;
export const MIDDLE_PAGES = 6;

/** Page numbers to fetch, ascending, for a list of `lastPage` pages. */
export function surveyPages(lastPage: number): number[] {
  if (lastPage <= FULL_WALK_PAGES) return Array.from({ length: Math.max(lastPage, 1) }, (_, i) => i + 1);
  const first = Array.from({ length: FIRST_PAGES }, (_, i) => i + 1);
  const last = Array.from({ length: LAST_PAGES }, (_, i) => lastPage - LAST_PAGES + 1 + i);
  const from = FIRST_PAGES + 1;
  const to = lastPage - LAST_PAGES;
  const middle = Array.from({ length: MIDDLE_PAGES }, (_, i) =>
    Math.round(from + ((to - from) * (i + 0.5)) / MIDDLE_PAGES),
  );
  return [...new Set([...first, ...middle, ...last])].sort((a, b) => a - b);
}
