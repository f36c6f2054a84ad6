import { describe, expect, it } from 'vitest';
import { reorderCardsPayloadSchema, SAVED_CARDS_MAX } from './card.schema';

const cards = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `pm_${i}`,
    brand: 'visa',
    lastDigits: '4242',
    month: 12,
    year: 2030,
  }));

describe('reorderCardsPayloadSchema', () => {
  it('accepts a reorder of the most cards and refuses one more as over its cap', () => {
    expect(
      reorderCardsPayloadSchema.safeParse({ paymentMethods: cards(SAVED_CARDS_MAX) }).success,
    ).toBe(true);
    const over = reorderCardsPayloadSchema.safeParse({
      paymentMethods: cards(SAVED_CARDS_MAX + 1),
    });
    expect(over.error?.issues.map((issue) => [issue.code, issue.path])).toEqual([
      ['too_big', ['paymentMethods']],
    ]);
  });
});
