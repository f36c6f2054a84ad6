/** Milliseconds since the epoch. Injected so tests can move time (expiries, rate-limit windows). */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** The storage convention: epoch seconds. */
export function epochSeconds(clock: Clock): number {
  return Math.floor(clock() / 1000);
}
