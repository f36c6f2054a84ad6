/** A product as "what learning changed" lists it. */
export interface ListedProduct {
  id: string;
  title: string;
}

/**
 * How a product's place differs between the two lists: `up`/`down` by `by` places, `new` when it
 * was not in the other list's top, `out` when learning pushed it out of the top, `same` otherwise.
 */
export type Move =
  | { kind: 'same' }
  | { kind: 'up'; by: number }
  | { kind: 'down'; by: number }
  | { kind: 'new' }
  | { kind: 'out' };

/**
 * The move of each product of the list with learning, against the list without.
 * @example movesAfter([{ id: 'a', title: 'A' }, { id: 'b', title: 'B' }], [{ id: 'b', title: 'B' }, { id: 'c', title: 'C' }])
 * // [{ kind: 'up', by: 1 }, { kind: 'new' }]
 */
export function movesAfter(
  before: readonly ListedProduct[],
  after: readonly ListedProduct[],
): Move[] {
  return after.map((product, index): Move => {
    const was = before.findIndex((other) => other.id === product.id);
    if (was === -1) return { kind: 'new' };
    if (was === index) return { kind: 'same' };
    return was > index ? { kind: 'up', by: was - index } : { kind: 'down', by: index - was };
  });
}

/**
 * Which products of the list without learning are no longer in the list with it.
 * @example movesBefore([{ id: 'a', title: 'A' }], []) // [{ kind: 'out' }]
 */
export function movesBefore(
  before: readonly ListedProduct[],
  after: readonly ListedProduct[],
): Move[] {
  return before.map((product): Move =>
    after.some((other) => other.id === product.id) ? { kind: 'same' } : { kind: 'out' },
  );
}

/**
 * Whether learning changed anything in the two lists: order or membership.
 * @example orderChanged([{ id: 'a', title: 'A' }], [{ id: 'a', title: 'A' }]) // false
 */
export function orderChanged(
  before: readonly ListedProduct[],
  after: readonly ListedProduct[],
): boolean {
  return before.length !== after.length || before.some((product, i) => product.id !== after[i]?.id);
}
