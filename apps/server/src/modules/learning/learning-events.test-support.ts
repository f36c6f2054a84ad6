import type { LearningEvent } from './learning-rule';

/** The tests' "now": 2026-11-29, noon UTC. */
export const NOW = Date.UTC(2026, 10, 29, 12);

let sequence = 0;

/**
 * A learning event for tests, human unless told otherwise.
 * @example learningEvent({ kind: 'click', queryId: 'q1', objectIds: ['p1'], positions: [3] })
 */
export function learningEvent(fields: Partial<LearningEvent> & { kind: string }): LearningEvent {
  sequence += 1;
  return {
    id: `e${String(sequence).padStart(8, '0')}`,
    queryId: null,
    query: null,
    objectIds: [],
    positions: [],
    userToken: 'u1',
    ip: '10.0.0.1',
    at: NOW - 3_600_000,
    flag: 'human',
    ...fields,
  };
}

/**
 * A search showing `shown` and a click on `clicked` (at its position) by one shopper.
 * @example searchAndClick({ query: 'scarpe', shown: ['a', 'b'], clicked: 'b', user: 'u2' })
 */
export function searchAndClick(options: {
  query: string;
  shown: readonly string[];
  clicked?: string;
  kind?: string;
  user: string;
  ip?: string;
  at?: number;
  flag?: string;
}): LearningEvent[] {
  const queryId = `q${++sequence}`;
  const at = options.at ?? NOW - 3_600_000;
  const common = {
    userToken: options.user,
    ip: options.ip ?? `ip-${options.user}`,
    flag: options.flag ?? 'human',
  };
  const search = learningEvent({
    ...common,
    kind: 'search',
    queryId,
    query: options.query,
    objectIds: options.shown,
    at,
  });
  if (options.clicked === undefined) return [search];
  const position = options.shown.indexOf(options.clicked) + 1;
  const click = learningEvent({
    ...common,
    kind: options.kind ?? 'click',
    queryId,
    objectIds: [options.clicked],
    positions: position > 0 ? [position] : [],
    at: at + 5_000,
  });
  return [search, click];
}
