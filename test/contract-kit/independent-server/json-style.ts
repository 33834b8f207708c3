// JSON as other serializers write it (choice otherJsonStyle): pretty-printed with CRLF line ends, members in reverse
// order, and members the document does not name in the envelope, the pagination and each notification (the spec
// lists the members an answer has and forbids none beside them).

/** The same members in reverse order, all the way down. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, reversed(v)]),
  );
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Members of its own: a request id and version in the envelope, links beside the pagination, a priority per item. */
function withExtraMembers(body: unknown): unknown {
  if (!isObj(body) || !('code' in body)) return body;
  const data = body.data;
  const extended: Obj = { ...body, requestId: 'req-7f3a', apiVersion: 'v1' };
  if (isObj(data) && isObj(data.pagination) && Array.isArray(data.list))
    extended.data = {
      ...data,
      pagination: {
        ...data.pagination,
        from: null,
        hasMore: Number(data.pagination.currentPage) < Number(data.pagination.lastPage),
      },
      links: { next: null },
      list: data.list.map((item: unknown) => (isObj(item) ? { ...item, priority: 0 } : item)),
    };
  return extended;
}

export const styledJson = (body: unknown): string =>
  `${JSON.stringify(reversed(withExtraMembers(body)), null, 4).replaceAll('\n', '\r\n')}\r\n`;
