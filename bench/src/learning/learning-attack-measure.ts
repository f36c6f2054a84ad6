import { adversaryGroups, type Attack } from './learning-adversary.js';
import { EVALUATOR } from './learning-evaluate.js';
import { maxPositionShift } from './learning-metrics.js';
import { dropEventsOf, fullRanking, type LearningServer } from './learning-server.js';

/** An attacked query's target: position before any traffic, with the attack, without it. */
export type AttackRow = Attack & { before: number; with: number; without: number };

/** The targets' positions once an attacker group's events are dropped (cumulative). */
export interface AttackStep {
  dropped: string;
  targets: number[];
}

/** The first 100 results of each attacked query, as the index ranks them now. */
export async function rankingsOf(
  server: LearningServer,
  attacks: readonly Attack[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const attack of attacks) {
    out.set(attack.query, await fullRanking(server, attack.query, EVALUATOR, 100));
  }
  return out;
}

/**
 * What the attack moved: the attackers' events are dropped from the log a group at a time, the
 * signals rebuilt from what is left each time, and the attacked queries' rankings compared with
 * those learned with the attack. The shift is the largest move of any product among the first 24
 * of either ranking, once every attacker's events are gone (same log minus the attack).
 */
export async function measureAttack(
  server: LearningServer,
  attacks: readonly Attack[],
  before: ReadonlyMap<string, readonly string[]>,
  withAttack: ReadonlyMap<string, readonly string[]>,
  rebuild: (server: LearningServer) => Promise<number>,
): Promise<{ shift: number; rows: AttackRow[]; steps: AttackStep[] }> {
  const steps: AttackStep[] = [];
  let withoutAttack: ReadonlyMap<string, readonly string[]> = withAttack;
  for (const group of adversaryGroups()) {
    await dropEventsOf(server, group.tokens);
    await rebuild(server);
    const ranked = await rankingsOf(server, attacks);
    withoutAttack = ranked;
    const targets = attacks.map((a) => (ranked.get(a.query) ?? []).indexOf(a.target) + 1);
    steps.push({ dropped: group.name, targets });
  }
  let shift = 0;
  const rows: AttackRow[] = [];
  for (const attack of attacks) {
    const withList = withAttack.get(attack.query) ?? [];
    const withoutList = withoutAttack.get(attack.query) ?? [];
    shift = Math.max(shift, maxPositionShift(withoutList, withList, 24));
    const at = (list: readonly string[]) => list.indexOf(attack.target) + 1;
    rows.push({
      ...attack,
      before: at(before.get(attack.query) ?? []),
      with: at(withList),
      without: at(withoutList),
    });
  }
  return { shift, rows, steps };
}
