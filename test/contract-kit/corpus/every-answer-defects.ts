// Blind spot 9: the HTTP and JSON rules every answer meets, whatever asked for it (issue 22, item 2): no 5xx, a 2xx
// is the JSON envelope, a JSON media type, UTF-8 bytes, strict JSON, an honest Content-Length; and an answer that
// depends on the requests before it (a cache whose key confuses two queries).
import type { Paged } from '../independent-server/pipeline.js';
import type { ListQuery } from '../independent-server/read-list-query.js';
import { corpusDefect, onWire } from './corpus-defect.js';

const isRefusal = (body: Buffer) => /^\{"code":[1-9]/.test(body.toString('utf8', 0, 12));
const rich = { rich: true };

/** A page cache in front of the paging stage, keyed by `key` (of the query as read, or of the raw query string). */
function pageCache(key: (q: ListQuery, raw: URLSearchParams) => string) {
  return (c: Parameters<NonNullable<Parameters<typeof corpusDefect>[0]['defect']>>[0]) => {
    const cache = new Map<string, Paged>();
    let raw = new URLSearchParams();
    return {
      readQuery(query: URLSearchParams) {
        raw = query;
        return c.readQuery(query);
      },
      paginate(items: Parameters<typeof c.paginate>[0], q: ListQuery) {
        // The account is part of the key (the bug is the query part): its inbox's nmid prefix.
        const k = `${items[0]?.nmid.slice(0, 2) ?? ''}|${key(q, raw)}`;
        const hit = cache.get(k);
        if (hit) return hit;
        const paged = c.paginate(items, q);
        if (!('kind' in paged)) cache.set(k, paged);
        return paged;
      },
    };
  };
}

/** Bytes of the JSON text where each "content" value is cut to `bytes` bytes, as a byte-wise substr does. */
function cutContents(body: Buffer, bytes: number): Buffer {
  const text = body.toString('utf8');
  const parts: Buffer[] = [];
  let last = 0;
  for (const m of text.matchAll(/"content":"((?:[^"\\]|\\.)*)"/g)) {
    const value = Buffer.from(m[1]!);
    if (value.length <= bytes) continue;
    parts.push(Buffer.from(text.slice(last, m.index! + 11)), value.subarray(0, bytes), Buffer.from('"'));
    last = m.index! + m[0].length;
  }
  parts.push(Buffer.from(text.slice(last)));
  return Buffer.concat(parts);
}

export const everyAnswerDefects = [
  corpusDefect({
    name: 'pageZeroMakesANegativeOffset',
    breaks: 'page=0 reaches SQL as OFFSET -15: HTTP 500',
    killedBy: 'noAnswerIsAServerError',
    blindSpot: 9,
    defect: (c) => ({
      readQuery(raw) {
        if (raw.has('page') && Number(raw.get('page')) <= 0)
          throw new Error('SQLSTATE[42000]: OFFSET must not be negative');
        return c.readQuery(raw);
      },
    }),
  }),
  corpusDefect({
    name: 'pageSizeZeroDividesByZero',
    breaks: 'pageSize=0 accepted, then lastPage = total / 0: HTTP 500',
    killedBy: 'noAnswerIsAServerError',
    blindSpot: 9,
    defect: (c) => ({
      readQuery(raw) {
        if (raw.get('pageSize')?.trim() === '0') throw new Error('DivisionByZeroError: Division by zero');
        return c.readQuery(raw);
      },
    }),
  }),
  corpusDefect({
    name: 'emptyConfigKeyPieceCrashes',
    breaks:
      "`keys=a,,b` looks up the empty key: HTTP 500 (an unknown key crashes the real server too, but that probe is the real system's known fault)",
    killedBy: 'noAnswerIsAServerError',
    blindSpot: 9,
    defect: (c) => ({
      configs(request) {
        if ((request.query.get('keys') ?? 'x').split(',').includes('')) throw new Error('Undefined array key ""');
        return c.configs(request);
      },
    }),
  }),
  corpusDefect({
    name: 'invalidStatusAnsweredWithAnHtmlPage',
    breaks: "status=2 answered by the framework's error page: HTTP 200, text/html",
    killedBy: 'everyHttp200IsAJsonEnvelope',
    blindSpot: 9,
    defect: (c) => ({
      refusal: (r) =>
        /status/.test(r.message)
          ? {
              status: 200,
              body: `<!doctype html><title>Error</title><h1>Whoops!</h1><p>${r.message}</p>`,
              headers: { 'content-type': 'text/html; charset=UTF-8' },
            }
          : c.refusal(r),
    }),
  }),
  corpusDefect({
    name: 'refusalsWithoutContentType',
    breaks: 'refusals written with res.end(JSON.stringify(…)): no Content-Type',
    killedBy: 'everyAnswerIsDeclaredJson',
    blindSpot: 9,
    defect: onWire((w) => isRefusal(w.body) && delete w.headers['content-type'], false),
  }),
  corpusDefect({
    name: 'configsSentAsHtml',
    breaks: 'the configs sent with res.send(text): Content-Type text/html',
    killedBy: 'everyAnswerIsDeclaredJson',
    blindSpot: 9,
    defect: onWire(
      (w, r) => r.path.endsWith('/global/configs') && (w.headers['content-type'] = 'text/html; charset=utf-8'),
      false,
    ),
  }),
  corpusDefect({
    name: 'utf8DecodedBeforeOutput',
    breaks: 'a stray utf8_decode(): list answers in ISO-8859-1 (? for what it lacks) while declaring UTF-8 (rich data)',
    killedBy: 'everyAnswerIsValidUtf8',
    blindSpot: 9,
    choices: rich,
    // eslint-disable-next-line no-control-regex -- the class is all of Latin-1, U+0000 included
    defect: onWire((w) => (w.body = Buffer.from(w.body.toString('utf8').replace(/[^\u0000-\u00ff]/gu, '?'), 'latin1'))),
  }),
  corpusDefect({
    name: 'substrCutsAMultibyteCharacter',
    breaks: 'content cut to 12 bytes with a byte-wise substr: an emoji cut in half (rich data)',
    killedBy: 'everyAnswerIsValidUtf8',
    blindSpot: 9,
    choices: rich,
    defect: onWire((w) => (w.body = cutContents(w.body, 12))),
  }),
  corpusDefect({
    name: 'contentLengthDeclaresMore',
    breaks: 'Content-Length one byte more than the body, then the connection closes',
    killedBy: 'contentLengthMatchesTheBody',
    blindSpot: 9,
    defect: onWire((w) =>
      Object.assign(w.headers, { 'content-length': String(w.body.length + 1), connection: 'close' }),
    ),
  }),
  corpusDefect({
    name: 'contentLengthCountsCharacters',
    breaks:
      "the configs' Content-Length counts UTF-16 units, not bytes (简体中文 is 4 of them, 12 bytes): the body arrives cut",
    killedBy: 'everyAnswerIsStrictJson',
    blindSpot: 9,
    defect: onWire(
      (w, r) =>
        r.path.endsWith('/global/configs') &&
        Object.assign(w.headers, { 'content-length': String(w.body.toString('utf8').length), connection: 'close' }),
      false,
    ),
  }),
  corpusDefect({
    name: 'lastPageNaNOnEmptyPages',
    breaks: "lastPage written as NaN on a page without items (a float path; Python's json.dumps allows NaN)",
    killedBy: 'everyAnswerIsStrictJson',
    blindSpot: 9,
    defect: onWire(
      (w) =>
        w.body.includes('"list":[]') &&
        (w.body = Buffer.from(w.body.toString('utf8').replace(/"lastPage":\d+/, '"lastPage":NaN'))),
    ),
  }),
  corpusDefect({
    name: 'trailingCommaInFilteredLists',
    breaks: 'a hand-written serializer leaves a comma after the last item of filtered lists',
    killedBy: 'everyAnswerIsStrictJson',
    blindSpot: 9,
    defect: onWire(
      (w, r) => r.query.has('types') && (w.body = Buffer.from(w.body.toString('utf8').replace(/\}\]\}\}$/, '},]}}'))),
    ),
  }),
  corpusDefect({
    name: 'phpWarningAfterTheJson',
    breaks: 'configs answers to keys= followed by a PHP warning ("Undefined array key")',
    killedBy: 'everyAnswerIsStrictJson',
    blindSpot: 9,
    defect: onWire(
      (w, r) =>
        r.query.has('keys') &&
        (w.body = Buffer.concat([
          w.body,
          Buffer.from('<br />\n<b>Warning</b>:  Undefined array key "keys" in ConfigController.php on line 42<br />\n'),
        ])),
      false,
    ),
  }),
  corpusDefect({
    name: 'paginationWithTotalTwice',
    breaks: 'pagination merged by string concatenation: "total" twice in one object',
    killedBy: 'everyAnswerIsStrictJson',
    blindSpot: 9,
    defect: onWire(
      (w) =>
        (w.body = Buffer.from(
          w.body.toString('utf8').replace(/"pagination":\{"total":(\d+),/, '"pagination":{"total":$1,"total":$1,'),
        )),
    ),
  }),
  corpusDefect({
    name: 'pageCacheKeyConcatenatesPageAndSize',
    breaks: 'a page cache keyed by filters + page + pageSize concatenated: page=11&pageSize=5 gets page 1 of 15',
    killedBy: 'answersDoNotDependOnEarlierRequests',
    blindSpot: 9,
    defect: pageCache((q) => `${[...(q.types ?? [])].join('')}${q.status ?? ''}${q.page}${q.pageSize}`),
  }),
  corpusDefect({
    name: 'pageCacheKeyedByTheSqlOffset',
    breaks: 'a page cache keyed by filters + SQL OFFSET (LIMIT forgotten): page 1 of 5 gets page 1 of 15',
    killedBy: 'answersDoNotDependOnEarlierRequests',
    blindSpot: 9,
    defect: pageCache((q) => `${[...(q.types ?? [])].join(',')}|${q.status}|${(q.page - 1) * q.pageSize}`),
  }),
  corpusDefect({
    name: 'pageCacheKeyedByPageTimesSize',
    breaks: 'a page cache keyed by filters + page × pageSize (the last row): page=3&pageSize=5 gets page 1 of 15',
    killedBy: 'answersDoNotDependOnEarlierRequests',
    blindSpot: 9,
    defect: pageCache((q) => `${[...(q.types ?? [])].join(',')}|${q.status}|${q.page * q.pageSize}`),
  }),
  corpusDefect({
    name: 'pageCacheKeyedByValuesOnly',
    breaks: "a page cache keyed by the query's values without their names: types=5 gets pageSize=5's page",
    killedBy: 'answersDoNotDependOnEarlierRequests',
    blindSpot: 9,
    defect: pageCache((_q, raw) => [...raw.values()].join(',')),
  }),
];
