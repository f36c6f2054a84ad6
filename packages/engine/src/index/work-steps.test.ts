import { describe, expect, it } from 'vitest';
import { drain, guarded, STALE, type Steps } from './work-steps.js';

function* count(n: number, log: number[]): Steps<number> {
  for (let i = 0; i < n; i++) {
    log.push(i);
    yield;
  }
  return n;
}

describe('work steps', () => {
  it('drain runs every slice and returns the result', () => {
    const log: number[] = [];
    expect(drain(count(3, log))).toBe(3);
    expect(log).toEqual([0, 1, 2]);
  });

  it('guarded yields between slices and stops once the state went stale', () => {
    const log: number[] = [];
    let valid = true;
    const g = guarded(count(5, log), () => valid);
    g.next();
    g.next();
    valid = false;
    expect(g.next()).toEqual({ done: true, value: STALE });
    expect(log).toEqual([0, 1]);
    expect(drain(guarded(count(2, []), () => true))).toBe(2);
  });
});
