import { algoliaBody } from './algolia-traffic.js';
import autocannon from 'autocannon';

/** What the parent asks the load process to run. */
export interface LoadJob {
  url: string;
  /** Request paths, sent in this order across all connections and repeated from the start. */
  paths: readonly string[];
  /** Index in `paths` of the first request (so a measured run continues its warm-up). */
  start: number;
  connections: number;
  duration: number;
  /**
   * The same traffic through the Algolia protocol: each of `paths` is then a native query string,
   * sent as InstantSearch's multi-query (`algoliaBody`) in a POST to `path`.
   */
  algolia?: { shopKey: string; path: string };
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  errors: number;
  non2xx: number;
}

export interface LoadOutcome {
  figures: LoadFigures;
  /** Requests handed to connections, so the next run can start after them. */
  sent: number;
}

/**
 * autocannon gives every connection its own copy of `requests`, starting at the first: 32
 * connections would send each query 32 times in step, which would flatter any cache. One request
 * template whose path comes from a shared counter sends the sequence once, in order.
 */
export async function runLoad(job: LoadJob): Promise<LoadOutcome> {
  let next = job.start;
  const { algolia } = job;
  // Written once per distinct search, before or while loading: the generator must not be the bottleneck.
  const bodies = new Map<string, string>();
  const bodyOf = (query: string): string => {
    let body = bodies.get(query);
    if (body === undefined) {
      body = algoliaBody(query, algolia?.shopKey ?? '');
      bodies.set(query, body);
    }
    return body;
  };
  if (algolia) for (const query of new Set(job.paths)) bodyOf(query);
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.duration,
    requests: [
      {
        method: algolia ? 'POST' : 'GET',
        ...(algolia ? { headers: { 'content-type': 'text/plain' } } : {}),
        setupRequest: (request) => {
          const path = job.paths[next % job.paths.length] ?? '/';
          next += 1;
          return algolia
            ? { ...request, path: algolia.path, body: bodyOf(path) }
            : { ...request, path };
        },
      },
    ],
  });
  return {
    figures: {
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      requests: result.requests.total,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    },
    sent: next - job.start,
  };
}
