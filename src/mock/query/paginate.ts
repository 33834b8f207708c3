// Pagination arithmetic (spec: pageSize, page; assumptions last-page and page-beyond-last).
import type { PaginationSchema as Pagination } from '../../schema/index.js';

export interface PageWindow {
  pagination: Pagination;
  /** Rank of the first item of the page among all matches. */
  offset: number;
  /** How many items the page holds (0 beyond the last page). */
  limit: number;
}

export function paginate(total: number, page: number, pageSize: number): PageWindow {
  const lastPage = Math.max(Math.ceil(total / pageSize), 1);
  const offset = (page - 1) * pageSize;
  const limit = offset >= total ? 0 : Math.min(pageSize, total - offset);
  return { pagination: { total, pageSize, currentPage: page, lastPage }, offset, limit };
}
