/**
 * Kinds of job that draw on slots of their own: a busy lane never takes another lane's slots, so
 * slow jobs of one kind cannot starve the rest (docs/product/catalogue.md#sync-schedule).
 */
export interface JobLane {
  kinds: readonly string[];
  /** Jobs of the lane this process runs at once. */
  slots: number;
}

/** A lane as a runner claims for it: only kinds it has handlers for. */
export interface RunnerLane extends JobLane {
  name: string;
}

/** The lane of every kind no other lane lists; its slots are the runner's `concurrency`. */
export const MAIN_LANE = 'main';

/**
 * Splits a runner's kinds into lanes: each configured lane keeps the kinds it lists that have a
 * handler, and the main lane gets all the others.
 * @example runnerLanes(['shop.sync', 'fetch'], 2, { side: { kinds: ['fetch'], slots: 1 } })
 * // [{ name: 'main', kinds: ['shop.sync'], slots: 2 }, { name: 'side', kinds: ['fetch'], slots: 1 }]
 */
export function runnerLanes(
  handled: readonly string[],
  concurrency: number,
  lanes: Readonly<Record<string, JobLane>> = {},
): RunnerLane[] {
  const laned = new Set(Object.values(lanes).flatMap((lane) => lane.kinds));
  const main = {
    name: MAIN_LANE,
    kinds: handled.filter((kind) => !laned.has(kind)),
    slots: concurrency,
  };
  const others = Object.entries(lanes).map(([name, lane]) => ({
    name,
    kinds: lane.kinds.filter((kind) => handled.includes(kind)),
    slots: lane.slots,
  }));
  return [main, ...others].filter((lane) => lane.kinds.length > 0 && lane.slots > 0);
}
