import type { GroupFigures } from './learning-metrics.js';

export interface LearningTargets {
  /** nDCG@10 gain on queries with history, at least. */
  gainWithHistory: number;
  /** nDCG@10 loss on queries without history, at most. */
  lossWithoutHistory: number;
  /** Positions any product of an attacked query may move because of the attack, at most. */
  adversarialShift: number;
}

export interface LearningVerdict {
  gainWithHistory: boolean;
  lossWithoutHistory: boolean;
  adversarialShift: boolean;
}

const signed = (value: number): string => `${value >= 0 ? '+' : ''}${value.toFixed(4)}`;

/**
 * Whether the figures meet the targets: the gain and loss on the means over evaluation searches.
 * @example learningVerdict(withHistory, withoutHistory, 0, targets).adversarialShift // true
 */
export function learningVerdict(
  withHistory: GroupFigures,
  withoutHistory: GroupFigures,
  shift: number | null,
  targets: LearningTargets,
): LearningVerdict {
  return {
    gainWithHistory:
      withHistory.ndcgLearned - withHistory.ndcgStatic >= targets.gainWithHistory - 1e-9,
    lossWithoutHistory:
      withoutHistory.ndcgStatic - withoutHistory.ndcgLearned <= targets.lossWithoutHistory + 1e-9,
    adversarialShift: shift !== null && shift <= targets.adversarialShift,
  };
}

/**
 * The bench's table: per group the searches and queries evaluated, nDCG@10 static and learned
 * (over searches, and over distinct queries), the change, and the target beside it.
 * @example console.log(learningTable(title, withHistory, withoutHistory, 0, targets, verdict));
 */
export function learningTable(
  title: string,
  withHistory: GroupFigures,
  withoutHistory: GroupFigures,
  shift: number | null,
  targets: LearningTargets,
  verdict: LearningVerdict,
): string {
  const line = (cells: readonly string[]): string =>
    `  ${(cells[0] ?? '').padEnd(26)}${cells
      .slice(1)
      .map((value) => value.padStart(11))
      .join('')}`;
  const row = (label: string, group: GroupFigures, target: string, pass: boolean): string =>
    line([
      label,
      String(group.searches),
      String(group.queries),
      group.ndcgStatic.toFixed(4),
      group.ndcgLearned.toFixed(4),
      signed(group.ndcgLearned - group.ndcgStatic),
      signed(group.macroLearned - group.macroStatic),
      `${target} ${pass ? 'ok' : 'MISS'}`,
    ]);
  return [
    `\nLearned ranking — ${title}`,
    line(['nDCG@10', 'searches', 'queries', 'static', 'learned', 'change', 'per query', 'target']),
    row(
      'queries with history',
      withHistory,
      `≥ +${targets.gainWithHistory}`,
      verdict.gainWithHistory,
    ),
    row(
      'queries without history',
      withoutHistory,
      `≥ -${targets.lossWithoutHistory}`,
      verdict.lossWithoutHistory,
    ),
    line([
      'adversarial shift',
      '',
      '',
      '',
      '',
      shift === null ? '—' : `${shift} pos`,
      '',
      `≤ ${targets.adversarialShift} ${verdict.adversarialShift ? 'ok' : 'MISS'}`,
    ]),
  ].join('\n');
}
