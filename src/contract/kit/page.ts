// One page of the notification list as checks read it: the data of a well-formed success, or why there is none.
import { classify, isObject } from './answer.js';
import type { Exchange } from './kit-http.js';

export type Item = Record<string, unknown>;

export interface Pagination {
  total: number;
  pageSize: number;
  currentPage: number;
  lastPage: number;
}

export interface Page {
  exchange: Exchange;
  /** Present when the answer is a well-formed success. */
  data?: { pagination: Pagination; list: Item[] };
  /** Why there is no data. */
  problem?: string;
}

export function toPage(exchange: Exchange): Page {
  const answer = classify(exchange);
  if (answer.kind !== 'success') return { exchange, problem: answer.summary };
  const data = answer.body.data;
  if (!isObject(data) || !Array.isArray(data.list) || !isObject(data.pagination))
    return { exchange, problem: 'a success without data.list and data.pagination' };
  const p = data.pagination;
  const numeric = ['total', 'pageSize', 'currentPage', 'lastPage'].every((k) => typeof p[k] === 'number');
  if (!numeric)
    return {
      exchange,
      problem: `pagination without numeric total, pageSize, currentPage, lastPage: ${JSON.stringify(p).slice(0, 120)}`,
    };
  if (!data.list.every(isObject)) return { exchange, problem: 'data.list holds something other than objects' };
  return { exchange, data: { pagination: p as unknown as Pagination, list: data.list as Item[] } };
}
