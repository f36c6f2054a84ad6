import type { DatabaseHandle } from '../../../apps/server/src/db/database.js';

/** Trova's read side: the rollup of the ingested days, then the reports over the rollups. */
export interface ReportFigures {
  rollupMs: number | null;
  rollupPerSec: number | null;
  overviewMs: number | null;
  overviewRunsMs: number[];
  queriesMs: number | null;
  queriesRunsMs: number[];
}

/** The read side of a run that only stores events. */
export const NOT_MEASURED: ReportFigures = {
  rollupMs: null,
  rollupPerSec: null,
  overviewMs: null,
  overviewRunsMs: [],
  queriesMs: null,
  queriesRunsMs: [],
};

/**
 * Rolls the dirty days up and times the overview and the queries page over `range`.
 * Not measured yet on this branch: the rollup service and the analytics service land with the
 * rollups and reports branches.
 */
export function measureTrovaReports(
  handle: DatabaseHandle,
  events: number,
  range: { from: number; to: number },
  runs: number,
): Promise<ReportFigures> {
  void handle;
  void events;
  void range;
  void runs;
  return Promise.resolve(NOT_MEASURED);
}
