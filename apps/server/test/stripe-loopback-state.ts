import {
  list,
  missing,
  ok,
  record,
  stripeError,
  text,
  type LoopbackAnswer,
  type StripeObject,
} from './stripe-loopback-answers';
import { handleBilling } from './stripe-loopback-billing';

export type { LoopbackAnswer } from './stripe-loopback-answers';

export interface TestCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

/**
 * The objects the loopback Stripe keeps and the calls it answers: customers, card payment methods,
 * products and prices here, invoices and subscriptions in `handleBilling`. Only what Trova's
 * provider uses, shaped like Stripe's answers; tests read and change it to play the customer or
 * the dashboard.
 */
export class StripeLoopbackState {
  readonly customers = new Map<string, StripeObject>();
  readonly methods = new Map<string, StripeObject>();
  readonly products = new Map<string, StripeObject>();
  readonly prices = new Map<string, StripeObject>();
  readonly invoices = new Map<string, StripeObject>();
  readonly subscriptions = new Map<string, StripeObject>();
  /** Payment methods the card network refuses (attaching, or charging with them as default). */
  readonly declined = new Set<string>();
  /**
   * Routes (`POST subscriptions`) whose next call fails as Stripe fails when it could not act: a
   * 500 that is not saved under the idempotency key and that Stripe asks not to retry at once.
   */
  readonly failOnce = new Set<string>();
  private counter = 0;

  /** A card as Stripe Elements makes it in the browser: a payment method not attached yet. */
  addCard(id: string, card: TestCard): void {
    this.methods.set(id, { id, object: 'payment_method', type: 'card', customer: null, card });
  }

  /** The next number for an id (`in_3`). */
  next(): number {
    this.counter += 1;
    return this.counter;
  }

  save(store: Map<string, StripeObject>, prefix: string, object: string, fields: StripeObject) {
    const id = `${prefix}_${this.next()}`;
    const saved = { id, object, ...fields };
    store.set(id, saved);
    return ok(saved);
  }

  found(store: Map<string, StripeObject>, id: string): LoopbackAnswer {
    const found = store.get(id);
    return found ? ok(found) : missing(id);
  }

  handle(method: string, path: string, params: StripeObject): LoopbackAnswer {
    const [, , resource = '', id = '', action] = path.split('/');
    const route = `${method} ${resource}${id === '' ? '' : '/:id'}${action ? `/${action}` : ''}`;
    if (this.failOnce.delete(route)) {
      return {
        ...stripeError(500, 'api_error', 'Something went wrong at Stripe.'),
        headers: { 'stripe-should-retry': 'false' },
      };
    }
    switch (route) {
      case 'POST customers':
        return this.save(this.customers, 'cus', 'customer', {
          email: text(params, 'email'),
          name: text(params, 'name') ?? null,
          metadata: record(params, 'metadata'),
          invoice_settings: { default_payment_method: null },
        });
      case 'GET customers/:id':
        return this.found(this.customers, id);
      case 'POST customers/:id':
        return this.updateCustomer(id, params);
      case 'GET payment_methods': {
        const owner = text(params, 'customer');
        const owned = [...this.methods.values()].filter((pm) => pm['customer'] === owner);
        return ok(list(owned, '/v1/payment_methods'));
      }
      case 'GET payment_methods/:id':
        return this.found(this.methods, id);
      case 'POST payment_methods/:id/attach':
        return this.attach(id, text(params, 'customer') ?? '');
      case 'POST payment_methods/:id/detach': {
        const pm = this.methods.get(id);
        if (!pm) return missing(id);
        pm['customer'] = null;
        return ok(pm);
      }
      case 'POST products':
        return this.addProduct(params);
      case 'GET prices': {
        const keys = params['lookup_keys'];
        const wanted: unknown[] = Array.isArray(keys) ? keys : [];
        const found = [...this.prices.values()].filter((price) =>
          wanted.includes(price['lookup_key']),
        );
        return ok(list(found, '/v1/prices'));
      }
      case 'POST prices':
        return this.save(this.prices, 'price', 'price', {
          product: text(params, 'product'),
          unit_amount: Number(text(params, 'unit_amount')),
          currency: text(params, 'currency'),
          lookup_key: text(params, 'lookup_key'),
          recurring: record(params, 'recurring'),
        });
      default:
        return handleBilling(this, route, id, params);
    }
  }

  private updateCustomer(id: string, params: StripeObject): LoopbackAnswer {
    const customer = this.customers.get(id);
    if (!customer) return missing(id);
    const chosen = text(record(params, 'invoice_settings'), 'default_payment_method');
    if (chosen !== undefined) {
      customer['invoice_settings'] = { default_payment_method: chosen || null };
    }
    customer['metadata'] = { ...record(customer, 'metadata'), ...record(params, 'metadata') };
    return ok(customer);
  }

  private attach(id: string, customer: string): LoopbackAnswer {
    const pm = this.methods.get(id);
    if (!pm) return missing(id);
    if (this.declined.has(id)) {
      return stripeError(402, 'card_error', 'Your card was declined.', 'card_declined');
    }
    pm['customer'] = customer;
    return ok(pm);
  }

  private addProduct(params: StripeObject): LoopbackAnswer {
    const id = text(params, 'id') ?? '';
    if (this.products.has(id)) {
      return stripeError(
        400,
        'invalid_request_error',
        'Product already exists.',
        'resource_already_exists',
      );
    }
    const product = { id, object: 'product', name: text(params, 'name') };
    this.products.set(id, product);
    return ok(product);
  }
}
