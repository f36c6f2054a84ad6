/**
 * Work that can run in slices: each `next()` does at most about `SLICE` units (postings, terms,
 * documents or one top list) and the generator's return value is the result. Whatever runs it
 * to completion at once (`drain`) gets exactly what running it slice by slice gets.
 */
export type Steps<T> = Generator<void, T, void>;

/** Work units per slice: a few milliseconds at catalogue scale. A live binding: see below. */
export let SLICE = 16_384;

/**
 * Sets the work units per slice. For tests only: tiny slices make a small catalogue take many
 * slices, so that changes can land between any two of them. Returns the previous value.
 */
export function setSliceUnits(units: number): number {
  const previous = SLICE;
  SLICE = Math.max(1, units);
  return previous;
}

/** Sentinel `guarded` returns when the work went stale. */
export const STALE: unique symbol = Symbol('stale');

/**
 * Runs `steps` to completion in one call.
 *
 * @example
 * const merged = drain(compactSteps(schema, store, segments));
 */
export function drain<T>(steps: Steps<T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done === true) return r.value;
  }
}

/**
 * Runs `steps` slice by slice, yielding between slices, and abandons it (returning `STALE`) as
 * soon as `valid()` is false when resumed: the state it reads changed meanwhile. Nothing runs
 * between `valid()` and the next slice, so every slice reads one consistent state.
 *
 * @example
 * const lists = yield* guarded(buildTopListsSteps(...), () => this.revision === revision);
 * if (lists !== STALE) this.lists = lists;
 */
export function* guarded<T>(steps: Steps<T>, valid: () => boolean): Steps<T | typeof STALE> {
  for (;;) {
    const r = steps.next();
    if (r.done === true) return r.value;
    yield;
    if (!valid()) return STALE;
  }
}
