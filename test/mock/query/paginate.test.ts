// paginate: lastPage = max(ceil(total / pageSize), 1); a page beyond the last is empty with currentPage echoed.
import { describe, expect, it } from 'vitest';
import { paginate } from '../../../src/mock/query/paginate.js';

describe('paginate', () => {
  it.each([
    [120, 1, 15, { total: 120, pageSize: 15, currentPage: 1, lastPage: 8 }, 0, 15],
    [120, 8, 15, { total: 120, pageSize: 15, currentPage: 8, lastPage: 8 }, 105, 15],
    [121, 9, 15, { total: 121, pageSize: 15, currentPage: 9, lastPage: 9 }, 120, 1],
    [120, 9, 15, { total: 120, pageSize: 15, currentPage: 9, lastPage: 8 }, 120, 0],
    [0, 1, 15, { total: 0, pageSize: 15, currentPage: 1, lastPage: 1 }, 0, 0],
    [7, 1, 30, { total: 7, pageSize: 30, currentPage: 1, lastPage: 1 }, 0, 7],
    [
      5,
      9007199254740991,
      30,
      { total: 5, pageSize: 30, currentPage: 9007199254740991, lastPage: 1 },
      (9007199254740991 - 1) * 30,
      0,
    ],
  ])('total %i, page %i, size %i -> %j, offset %i, limit %i', (total, page, size, pagination, offset, limit) => {
    expect(paginate(total, page, size)).toEqual({ pagination, offset, limit });
  });
});
