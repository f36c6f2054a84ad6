import type { TrafficSummary } from './traffic-driver';
import type { StoredCount } from './traffic-simulator.repository';

function total(counts: Readonly<Record<string, number>>): number {
  return Object.values(counts).reduce((sum, value) => sum + value, 0);
}

function parts(counts: Readonly<Record<string, number>>): string {
  return Object.entries(counts)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');
}

/**
 * The simulator's closing summary: what was sent by kind of shopper and event, and, when the
 * event log was read back, what it holds by kind and flag.
 * @example formatTrafficReport(summary, stored, 12_000) // 'Shoppers: 2800 (human 2520, …)\n…'
 */
export function formatTrafficReport(
  summary: TrafficSummary,
  stored: readonly StoredCount[] | undefined,
  elapsedMs: number,
): string {
  const lines = [
    `Shoppers: ${total(summary.shoppers)} (${parts(summary.shoppers)})`,
    `Visitors who did not search: ${summary.browsers}; page views accepted: ${summary.pageViews}`,
    `Searches sent: ${total(summary.searches)} (${parts(summary.searches)})`,
    `Events accepted: ${total(summary.events)} (${parts(summary.events)}), rejected ${summary.rejected}`,
  ];
  if (stored) {
    const byKind = new Map<string, Record<string, number>>();
    for (const row of stored)
      byKind.set(row.kind, { ...byKind.get(row.kind), [row.flag]: row.count });
    lines.push('Stored by flag:');
    for (const [kind, flags] of byKind) lines.push(`  ${kind}: ${parts(flags)}`);
  }
  lines.push(`Took ${(elapsedMs / 1000).toFixed(1)} s`);
  return lines.join('\n');
}
