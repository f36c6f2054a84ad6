import { describe, expect, it } from 'vitest';
import { movesAfter, movesBefore, orderChanged } from './learning-moves';

const list = (...ids: string[]) => ids.map((id) => ({ id, title: id.toUpperCase() }));

describe('what learning changed, per product', () => {
  it('marks how far each product moved up or down, and products new to the top', () => {
    expect(movesAfter(list('a', 'b', 'c', 'd'), list('c', 'a', 'e', 'd'))).toEqual([
      { kind: 'up', by: 2 },
      { kind: 'down', by: 1 },
      { kind: 'new' },
      { kind: 'same' },
    ]);
  });

  it('marks the products learning pushed out of the top', () => {
    expect(movesBefore(list('a', 'b', 'c'), list('c', 'a', 'e'))).toEqual([
      { kind: 'same' },
      { kind: 'out' },
      { kind: 'same' },
    ]);
  });

  it('tells an unchanged query from a changed one', () => {
    expect(orderChanged(list('a', 'b'), list('a', 'b'))).toBe(false);
    expect(orderChanged(list('a', 'b'), list('b', 'a'))).toBe(true);
    expect(orderChanged(list('a', 'b'), list('a'))).toBe(true);
  });
});
