import type { Card } from '@trova/contracts';
import type { TFunction } from 'i18next';

/**
 * The cards with one moved from `from` to `to` (indexes); out-of-range moves change nothing.
 * @example moveCard([a, b, c], 2, 0) // [c, a, b]
 */
export function moveCard(cards: readonly Card[], from: number, to: number): Card[] {
  const next = [...cards];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length || from === to) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/**
 * How a card is named to the owner and to screen readers.
 * @example cardName({ brand: 'Visa', lastDigits: '4242', … }, t) // 'Visa ending in 4242'
 */
export function cardName(card: Card, t: TFunction): string {
  return t('billing.cards.card', { brand: card.brand, digits: card.lastDigits });
}
