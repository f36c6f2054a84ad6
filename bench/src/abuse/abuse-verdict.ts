/** One attack's outcome as `bench/results/abuse.json` records it. */
export interface AttackFigure {
  name: string;
  /** The probe's searches of the other shop started while the attack ran. */
  probeCount: number;
  probeP99Ms: number;
  probeMaxMs: number;
  /** The probe's searches that did not answer 200 (a stall past its timeout counts here). */
  probeFailures: number;
  /** The attack was refused or cut off by a bound, not carried out in full. */
  refused: boolean;
  /** The stable code it was refused with (an error code, a notification code), null if none. */
  code: string | null;
  /** What the attack met, in a few words: statuses, counts, the named limit. */
  detail: string;
}

/** The probe's ceiling during every attack on the 2-core machine (issue 32's acceptance). */
export const PROBE_MAX_TARGET_MS = 250;

/**
 * The smallest latency at or below which `p`% of the samples fall (nearest rank); 0 when empty.
 * @example percentile([5, 1, 9, 3], 50) // 3
 */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? 0;
}

/**
 * What failed of the targets: the probe's max over the ceiling, a probe search that failed, an
 * attack neither refused nor bounded, or no probe sample at all (a window that measured nothing
 * proves nothing). Empty means the run passed.
 * @example abuseFailures([{ name: 'x', probeCount: 10, probeMaxMs: 300, … }]) // ['x: probe max 300 ms > 250 ms']
 */
export function abuseFailures(attacks: readonly AttackFigure[]): string[] {
  const failures: string[] = [];
  for (const attack of attacks) {
    if (attack.probeCount === 0) failures.push(`${attack.name}: no probe search ran`);
    if (attack.probeMaxMs > PROBE_MAX_TARGET_MS) {
      failures.push(
        `${attack.name}: probe max ${attack.probeMaxMs} ms > ${PROBE_MAX_TARGET_MS} ms`,
      );
    }
    if (attack.probeFailures > 0) {
      failures.push(`${attack.name}: ${attack.probeFailures} probe searches failed`);
    }
    if (!attack.refused) failures.push(`${attack.name}: neither refused nor bounded`);
    else if (attack.code === null) failures.push(`${attack.name}: refused without a code`);
  }
  return failures;
}

/** The figures as a table for the terminal and the bench journal (bench/results/journal/). */
export function abuseTable(attacks: readonly AttackFigure[]): string {
  const rows = attacks.map(
    (a) =>
      `| ${a.name} | ${a.probeCount} | ${a.probeP99Ms} | ${a.probeMaxMs} | ` +
      `${a.refused ? 'yes' : 'no'} | ${a.code ?? '—'} | ${a.detail} |`,
  );
  return [
    '| attack | probe searches | probe p99 ms | probe max ms | refused | code | detail |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
