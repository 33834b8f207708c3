// One autocannon measurement: requests per second and p99 latency of a URL under a fixed number of connections.
import autocannon from 'autocannon';

export interface Load {
  rps: number;
  p99: number;
}

/** `nextPath`: each request's path (and query), for loads that must not repeat themselves. */
export async function measure(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  nextPath?: () => string,
): Promise<Load> {
  const requests = nextPath
    ? [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: nextPath() }) }]
    : undefined;
  const result = await autocannon({
    url,
    headers,
    connections: 50,
    duration: seconds,
    pipelining: 1,
    ...(requests ? { requests } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
