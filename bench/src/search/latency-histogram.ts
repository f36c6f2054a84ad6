/** A latency histogram: [microseconds, requests] for every latency met, ascending. */
export type Histogram = [number, number][];

/**
 * wrk's histogram as it was recorded, before wrk's correction for coordinated omission. wrk
 * (src/stats.c `stats_correct`) adds to a closed-loop run's histogram the requests it assumes were
 * held back behind each slow one: for every recorded latency n ≥ 2e it adds n's count at n − e,
 * n − 2e, … while above e, where e is the run's mean time between requests on one connection. The
 * load here is a closed loop by design (as autocannon's was, and as the targets were set against),
 * so the figures are read from the requests actually answered. Each corrected count at m > e is
 * its own count plus those of m + e, m + 2e, …; read from the top down, those are already known.
 * @example uncorrect([[500, 3], [1500, 1], [2500, 1]], 1000) // [[500, 3], [2500, 1]]
 */
export function uncorrect(corrected: Histogram, expectedUs: number): Histogram {
  if (expectedUs <= 0) return corrected;
  const above = new Map<number, number>();
  const raw: Histogram = [];
  for (let i = corrected.length - 1; i >= 0; i--) {
    const [us, count] = corrected[i]!;
    if (us <= expectedUs) {
      raw.push([us, count]);
      continue;
    }
    const residue = us % expectedUs;
    const own = count - (above.get(residue) ?? 0);
    above.set(residue, (above.get(residue) ?? 0) + own);
    if (own > 0) raw.push([us, own]);
  }
  return raw.reverse();
}

/** wrk's e: the run's time over its requests per connection (integer division, as wrk does). */
export function wrkExpectedUs(durationUs: number, requests: number, connections: number): number {
  const perConnection = Math.floor(requests / connections);
  return perConnection > 0 ? Math.floor(durationUs / perConnection) : 0;
}

/** Several histograms as one. */
export function mergeHistograms(histograms: readonly Histogram[]): Histogram {
  const counts = new Map<number, number>();
  for (const histogram of histograms) {
    for (const [us, count] of histogram) counts.set(us, (counts.get(us) ?? 0) + count);
  }
  return [...counts].sort((a, b) => a[0] - b[0]);
}

/**
 * The smallest latency at or below which `p`% of the requests fall (nearest rank); 0 when empty.
 * @example percentileUs([[1000, 99], [7000, 1]], 99) // 1000
 */
export function percentileUs(histogram: Histogram, p: number): number {
  const total = histogram.reduce((sum, [, count]) => sum + count, 0);
  const rank = Math.max(1, Math.ceil((p / 100) * total));
  let seen = 0;
  for (const [us, count] of histogram) {
    seen += count;
    if (seen >= rank) return us;
  }
  return histogram.at(-1)?.[0] ?? 0;
}
