import { describe, expect, it } from 'vitest';
import { checkTargets, type ClusterRun } from './cluster-verdict.js';

const run = (workers: number, cache: 'on' | 'off', rps: number, p99Ms = 20): ClusterRun => ({
  workers,
  cache,
  rps,
  p50Ms: 5,
  p99Ms,
  errors: 0,
  non2xx: 0,
});

const verdicts = (runs: ClusterRun[], propagation: number | null) =>
  Object.fromEntries(checkTargets(runs, propagation).map((check) => [check.name, check.met]));

describe('checkTargets', () => {
  it('meets every target with enough throughput, speed-up, tail latency and propagation', () => {
    const runs = [
      run(1, 'on', 3000),
      run(1, 'off', 1800),
      run(2, 'on', 4900, 24),
      run(2, 'off', 2900),
    ];
    expect(Object.values(verdicts(runs, 400))).toEqual([true, true, true, true, true]);
  });

  it('judges the speed-up against one process of the same run, cache on and off apart', () => {
    const runs = [run(1, 'on', 3000), run(1, 'off', 1800), run(2, 'on', 4700), run(2, 'off', 2900)];
    const met = verdicts(runs, 400);
    expect(met['2 processes against 1, cache on']).toBe(false); // × 1.57
    expect(met['2 processes against 1, cache off']).toBe(true); // × 1.61
  });

  it('misses a target whose run is missing, failed requests, or a propagation that was lost', () => {
    const failed = { ...run(1, 'off', 2500), non2xx: 3 };
    const met = verdicts([failed, run(2, 'on', 9000, 30)], null);
    expect(met['1 process, cache off']).toBe(false);
    expect(met['2 processes against 1, cache on']).toBe(false);
    expect(met['2 processes, cache on, p99']).toBe(false);
    expect(met['push on one node searchable on another, p95']).toBe(false);
  });
});
