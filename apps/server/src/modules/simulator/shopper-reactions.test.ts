import { describe, expect, it } from 'vitest';
import {
  CLICK_WINDOW,
  DEFAULT_BEHAVIOUR,
  chooseActions,
  chooseRefinement,
  clickPosition,
  type AnswerView,
} from './shopper-reactions';
import { seededRandom } from './shopper-random';

const answer: AnswerView = {
  resultCount: 40,
  hits: Array.from({ length: 20 }, (_, index) => ({
    objectId: `p${index + 1}`,
    price: 10 + index,
    currency: 'EUR',
  })),
  facets: { brand: { Acme: 30, Zeta: 10 }, color: { red: 40 }, price: { min: 10, max: 29 } },
};

describe('clickPosition', () => {
  it('stays in the first 12 and falls with the position', () => {
    const random = seededRandom(1);
    const counts = new Array<number>(CLICK_WINDOW + 1).fill(0);
    for (let i = 0; i < 20_000; i++) {
      const position = clickPosition(random, 40);
      expect(position).toBeGreaterThanOrEqual(1);
      expect(position).toBeLessThanOrEqual(CLICK_WINDOW);
      counts[position] = (counts[position] ?? 0) + 1;
    }
    // About 1/p: position 1 twice position 2, about 12 times position 12.
    const [, first = 0, second = 0] = counts;
    expect(first / second).toBeGreaterThan(1.7);
    expect(first / second).toBeLessThan(2.3);
    expect(first / (counts[12] ?? 1)).toBeGreaterThan(8);
    expect(clickPosition(random, 3)).toBeLessThanOrEqual(3);
  });
});

describe('chooseActions', () => {
  it('clicks before carts, carts before purchases, on shown products with their prices', () => {
    const random = seededRandom(2);
    const kinds = new Map<string, number>();
    for (let i = 0; i < 3000; i++) {
      const actions = chooseActions(random, answer, DEFAULT_BEHAVIOUR);
      for (const action of actions) {
        kinds.set(action.kind, (kinds.get(action.kind) ?? 0) + 1);
        const hit = answer.hits[action.position - 1];
        expect(action.objectId).toBe(hit?.objectId);
        expect(action.price).toBe(hit?.price);
        expect(action.quantity).toBeGreaterThanOrEqual(1);
      }
      const order = actions.map((action) => action.kind);
      if (order.length > 0) expect(order[0]).toBe('click');
      const purchase = order.indexOf('purchase');
      if (purchase >= 0) expect(order.slice(0, purchase)).toContain('add-to-cart');
    }
    const clicks = kinds.get('click') ?? 0;
    const carts = kinds.get('add-to-cart') ?? 0;
    const purchases = kinds.get('purchase') ?? 0;
    expect(clicks).toBeGreaterThan(carts);
    expect(carts).toBeGreaterThan(purchases);
    expect(purchases).toBeGreaterThan(0);
    expect(kinds.get('checkout')).toBe(purchases);
  });

  it('does nothing without results', () => {
    const empty = { resultCount: 0, hits: [], facets: {} };
    expect(chooseActions(seededRandom(1), empty, { ...DEFAULT_BEHAVIOUR, click: 1 })).toEqual([]);
  });
});

describe('chooseRefinement', () => {
  it('filters on a facet value the answer offers, never price, and sorts by price', () => {
    const random = seededRandom(3);
    for (let i = 0; i < 200; i++) {
      const refinement = chooseRefinement(random, { filter: true, sort: true }, answer);
      // Colour has a single value: nothing to narrow.
      expect(refinement?.filter?.facet).toBe('brand');
      expect(['Acme', 'Zeta']).toContain(refinement?.filter?.value);
      expect(refinement?.sort?.key).toBe('price');
    }
  });

  it('leaves an answer alone when the plan or the answer does not allow it', () => {
    const random = seededRandom(4);
    expect(chooseRefinement(random, { filter: false, sort: false }, answer)).toBeUndefined();
    const empty = { resultCount: 0, hits: [], facets: {} };
    expect(chooseRefinement(random, { filter: true, sort: true }, empty)).toBeUndefined();
  });
});
