/** One measured load run of `bench:cluster`. */
export interface ClusterRun {
  workers: number;
  cache: 'on' | 'off';
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** Issue 15's targets on the 2-core machine (docs/benchmarks.md#cluster). */
export const CLUSTER_TARGETS = {
  /** One process, cache off: 1.5 × the 1,100 req/s measured before the work. */
  oneProcessUncachedRps: 1_700,
  /** Two processes against one, same run, cache on and off alike. */
  twoProcessSpeedup: 1.6,
  twoProcessCachedP99Ms: 25,
  propagationP95Ms: 1_000,
} as const;

export interface TargetCheck {
  name: string;
  measured: string;
  target: string;
  met: boolean;
}

const find = (runs: readonly ClusterRun[], workers: number, cache: 'on' | 'off') =>
  runs.find((run) => run.workers === workers && run.cache === cache);

/**
 * Each target against the runs of one bench (a target whose runs are missing is not met).
 * @example checkTargets(runs, 420).every((check) => check.met)
 */
export function checkTargets(
  runs: readonly ClusterRun[],
  propagationP95Ms: number | null,
): TargetCheck[] {
  const t = CLUSTER_TARGETS;
  const clean = (run: ClusterRun | undefined) =>
    run !== undefined && run.errors === 0 && run.non2xx === 0;
  const checks: TargetCheck[] = [];
  const oneOff = find(runs, 1, 'off');
  checks.push({
    name: '1 process, cache off',
    measured: oneOff ? `${oneOff.rps} req/s` : '—',
    target: `≥ ${t.oneProcessUncachedRps} req/s`,
    met: clean(oneOff) && (oneOff?.rps ?? 0) >= t.oneProcessUncachedRps,
  });
  for (const cache of ['on', 'off'] as const) {
    const one = find(runs, 1, cache);
    const two = find(runs, 2, cache);
    const speedup = one && two && one.rps > 0 ? two.rps / one.rps : null;
    checks.push({
      name: `2 processes against 1, cache ${cache}`,
      measured: speedup === null ? '—' : `× ${speedup.toFixed(2)}`,
      target: `≥ × ${t.twoProcessSpeedup}`,
      met: clean(one) && clean(two) && speedup !== null && speedup >= t.twoProcessSpeedup,
    });
  }
  const twoOn = find(runs, 2, 'on');
  checks.push({
    name: '2 processes, cache on, p99',
    measured: twoOn ? `${twoOn.p99Ms} ms` : '—',
    target: `≤ ${t.twoProcessCachedP99Ms} ms`,
    met: clean(twoOn) && (twoOn?.p99Ms ?? Infinity) <= t.twoProcessCachedP99Ms,
  });
  checks.push({
    name: 'push on one node searchable on another, p95',
    measured: propagationP95Ms === null ? 'lost' : `${propagationP95Ms} ms`,
    target: `≤ ${t.propagationP95Ms} ms`,
    met: propagationP95Ms !== null && propagationP95Ms <= t.propagationP95Ms,
  });
  return checks;
}
