import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findWrk, mergeRuns, parseWrk, runWrk, type WrkOutcome } from './wrk-load.js';

describe('parseWrk', () => {
  it('reads the figures among wrk’s own output, percentiles from the histogram as recorded', () => {
    // One connection, 4 requests in 4 ms: wrk's e is 1 ms, so it added a made-up 1.5 ms request
    // below the 2.5 ms one; the figures count the 4 answered.
    const outcome = parseWrk(
      'Running 4ms test @ http://127.0.0.1:1\n  1 threads and 1 connections\n' +
        'TROVA_WRK 4 4000 500 2500 2500 2 3 5\n' +
        'TROVA_WRK_LATENCY 500:3 1500:1 2500:1\n',
      1,
    );
    expect(outcome).toEqual({
      figures: {
        requestsPerSecond: 1000,
        p50Ms: 0.5,
        p99Ms: 2.5,
        maxMs: 2.5,
        requests: 4,
        errors: 2,
        non2xx: 3,
      },
      sent: 5,
      durationUs: 4000,
      latencyUs: [
        [500, 3],
        [2500, 1],
      ],
    });
  });

  it('fails loudly when wrk printed no figures', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:1 Connection refused\n', 8)).toThrow(
      /no figures/,
    );
  });
});

const burst = (requests: number, seconds: number, latencyUs: [number, number][]): WrkOutcome => ({
  figures: {
    requestsPerSecond: requests / seconds,
    p50Ms: 0,
    p99Ms: 0,
    maxMs: 0,
    requests,
    errors: 1,
    non2xx: 0,
  },
  sent: requests,
  durationUs: seconds * 1e6,
  latencyUs,
});

describe('mergeRuns', () => {
  it('divides all requests by all the time and takes percentiles of the merged histograms', () => {
    // A fast burst and a slow one: averaging their p50s (1 ms and 10 ms) would say 5.5 ms; 3/4 of
    // all requests took 1 ms, so the merged p50 is 1 ms, and the slow burst's tail is the p99.
    const fast = burst(3000, 1, [[1000, 3000]]);
    const slow = burst(1000, 1, [
      [10_000, 950],
      [40_000, 50],
    ]);
    expect(mergeRuns([fast, slow])).toEqual({
      requestsPerSecond: 2000,
      p50Ms: 1,
      p99Ms: 40,
      maxMs: 40,
      requests: 4000,
      errors: 2,
      non2xx: 0,
    });
  });

  it('reads p99 at the nearest rank: 99 requests of 100 at 1 ms put p99 at 1 ms', () => {
    const figures = mergeRuns([
      burst(100, 1, [
        [1000, 99],
        [7000, 1],
      ]),
    ]);
    expect(figures.p99Ms).toBe(1);
    expect(figures.maxMs).toBe(7);
  });
});

// .ci/run installs wrk, so in CI this runs; bench:cluster says which generator it used.
describe.runIf(await findWrk())('runWrk', () => {
  const seen: number[] = [];
  const server = Fastify({ logger: false });
  server.get<{ Querystring: { i: string } }>('/q', (request) => {
    seen.push(Number(request.query.i));
    return request.query.i === '600' ? Promise.reject(new Error('boom')) : {};
  });
  let url = '';
  beforeAll(async () => {
    url = await server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  it('sends the sequence once across all connections, from the given start, and counts failures', async () => {
    // More paths than a 1 s run can send (≈ 12k here, 40k on a fast machine), so none repeats.
    // wrk formats every path before its clock starts, ≈ 5 µs each: a million took 5 s of the test.
    const paths = Array.from({ length: 200_000 }, (_, i) => `/q?i=${i}`);
    const outcome = await runWrk({ url, paths, start: 500, connections: 8, duration: 1 });
    expect(Math.min(...seen)).toBe(500);
    // Every path at most once: 8 connections replaying their own copy would repeat each path 8 times.
    expect(new Set(seen).size).toBe(seen.length);
    // Answers still in flight when the time is up are not counted: at most one a connection.
    expect(outcome.figures.requests).toBeLessThanOrEqual(seen.length);
    expect(outcome.figures.requests).toBeGreaterThanOrEqual(seen.length - 8);
    expect(outcome.figures.non2xx).toBe(1);
    expect(outcome.sent).toBeGreaterThanOrEqual(seen.length);
    expect(outcome.figures.requestsPerSecond).toBeGreaterThan(0);
    // The histogram counts every answer once.
    const histogramCount = outcome.latencyUs.reduce((sum, [, count]) => sum + count, 0);
    expect(histogramCount).toBe(outcome.figures.requests);
    // A real wrk run of 1 s, plus formatting the paths: on a loaded CI machine, more than 5 s.
  }, 20_000);
});
