import type { Card } from '@trova/contracts';
import type Stripe from 'stripe';
import { AppError } from '../../../errors/error-catalogue';
import { hasStripeCode, idOf } from './stripe-client';
import type { StripeCustomers } from './stripe-customers';

/** Stripe metadata values hold up to 500 characters: the order keeps the first cards that fit. */
const ORDER_LIMIT = 500;
const ORDER_KEY = 'trova_card_order';

function orderText(ids: readonly string[]): string {
  let text = '';
  for (const id of ids) {
    const next = text === '' ? id : `${text},${id}`;
    if (next.length > ORDER_LIMIT) break;
    text = next;
  }
  return text;
}

function toCard(method: Stripe.PaymentMethod): Card | null {
  const card = method.card;
  if (!card) return null;
  return {
    id: method.id,
    brand: card.brand,
    lastDigits: card.last4,
    month: card.exp_month,
    year: card.exp_year,
  };
}

/**
 * Saved cards (docs/product/billing.md#cards) are Stripe payment methods attached to the
 * customer. The first card is the customer's default payment method, the one Stripe charges; the
 * order of the others is kept in the customer's metadata, so it lives with the cards themselves.
 * Every call carries the key of the customer's action (`card-add:…`, `card-order:…`) with the
 * step appended.
 */
export class StripeCards {
  constructor(
    private readonly stripe: Stripe,
    private readonly customers: StripeCustomers,
  ) {}

  async list(customerId: string, key: string): Promise<Card[]> {
    const customer = await this.customers.find(customerId);
    return customer === undefined ? [] : this.listOf(customer, key);
  }

  /** Whether a card would be charged: the customer has a default payment method. */
  async hasDefault(customerId: string, key: string): Promise<boolean> {
    const customer = await this.customers.find(customerId);
    if (customer === undefined) return false;
    return (await this.read(customer, key)).defaultId !== null;
  }

  /** Attaches a payment method made by Stripe Elements; the first card becomes the default. */
  async add(customerId: string, token: string, key: string): Promise<Card[]> {
    const customer = await this.customers.ensure(customerId);
    const method = await this.stripe.paymentMethods.attach(
      token,
      { customer },
      { idempotencyKey: `${key}:attach` },
    );
    const { defaultId, order } = await this.read(customer, key);
    if (defaultId === null) {
      await this.stripe.customers.update(
        customer,
        {
          invoice_settings: { default_payment_method: method.id },
          metadata: { [ORDER_KEY]: orderText([method.id, ...order]) },
        },
        { idempotencyKey: `${key}:default` },
      );
    }
    return this.listOf(customer, key);
  }

  /** Detaches a card of the customer's; the next one becomes the default when it was. */
  async remove(customerId: string, cardId: string, key: string): Promise<void> {
    const customer = await this.customers.find(customerId);
    if (customer === undefined) throw new AppError('card-not-found');
    const cards = await this.listOf(customer, key);
    // Only the customer's own cards: an id of someone else's answers as unknown.
    if (!cards.some((card) => card.id === cardId)) throw new AppError('card-not-found');
    try {
      await this.stripe.paymentMethods.detach(cardId, {}, { idempotencyKey: `${key}:detach` });
    } catch (error) {
      // Detached meanwhile (a retry, or the dashboard): what was asked is done.
      if (!hasStripeCode(error, 'resource_missing', 'payment_method_unexpected_state')) throw error;
    }
    const rest = cards.filter((card) => card.id !== cardId).map((card) => card.id);
    if (cards[0]?.id === cardId && rest[0] !== undefined) {
      await this.setOrder(customer, rest, `${key}:default`);
    }
  }

  /**
   * Puts the cards in the given order: the first becomes the default. Cards the list leaves out
   * (saved meanwhile) keep their place after it; an id that is not the customer's is refused.
   */
  async reorder(customerId: string, cardIds: readonly string[], key: string): Promise<Card[]> {
    const customer = await this.customers.find(customerId);
    if (customer === undefined) {
      if (cardIds.length > 0) throw new AppError('card-not-found');
      return [];
    }
    const cards = await this.listOf(customer, key);
    const known = new Set(cards.map((card) => card.id));
    if (cardIds.some((id) => !known.has(id))) throw new AppError('card-not-found');
    const order = [
      ...cardIds,
      ...cards.map((card) => card.id).filter((id) => !cardIds.includes(id)),
    ];
    if (order.length > 0) await this.setOrder(customer, order, `${key}:order`);
    return this.listOf(customer, key);
  }

  private async setOrder(customer: string, order: readonly string[], key: string): Promise<void> {
    await this.stripe.customers.update(
      customer,
      {
        invoice_settings: { default_payment_method: order[0] ?? '' },
        metadata: { [ORDER_KEY]: orderText(order) },
      },
      { idempotencyKey: key },
    );
  }

  private async read(
    customer: string,
    key: string,
  ): Promise<{ defaultId: string | null; order: string[] }> {
    const found = await this.stripe.customers.retrieve(
      customer,
      {},
      { idempotencyKey: `${key}:read-customer` },
    );
    if (found.deleted === true) return { defaultId: null, order: [] };
    const text = found.metadata[ORDER_KEY] ?? '';
    return {
      defaultId: idOf(found.invoice_settings.default_payment_method),
      order: text === '' ? [] : text.split(','),
    };
  }

  /** The default card first, then the kept order, then any others as Stripe lists them. */
  private async listOf(customer: string, key: string): Promise<Card[]> {
    const [methods, { defaultId, order }] = await Promise.all([
      this.stripe.paymentMethods.list(
        { customer, type: 'card', limit: 100 },
        { idempotencyKey: `${key}:read-cards` },
      ),
      this.read(customer, key),
    ]);
    const rank = (id: string) => {
      if (id === defaultId) return -1;
      const index = order.indexOf(id);
      return index === -1 ? order.length : index;
    };
    return methods.data
      .map(toCard)
      .filter((card): card is Card => card !== null)
      .map((card, index) => ({ card, index }))
      .sort((a, b) => rank(a.card.id) - rank(b.card.id) || a.index - b.index)
      .map(({ card }) => card);
  }
}
