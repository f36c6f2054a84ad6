import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { epochSeconds, type Clock } from '../../../clock';
import type { Database } from '../../../db/database.schema';
import { sha256 } from '../../../kernel/secrets';
import { CustomersRepository } from '../../customers/index';
import { ProviderRefsRepository } from './provider-refs.repository';

export interface StripeCustomersDependencies {
  stripe: Stripe;
  db: Kysely<Database>;
  now: Clock;
}

/**
 * Our customers at Stripe: made on first need (a card saved, an invoice collected) and remembered
 * in `billing_provider_refs`, so Stripe has one customer per account however often it is asked.
 */
export class StripeCustomers {
  private readonly refs: ProviderRefsRepository;

  constructor(private readonly deps: StripeCustomersDependencies) {
    this.refs = new ProviderRefsRepository(deps.db, 'stripe');
  }

  /** The Stripe customer of an account, if it has one yet. */
  find(customerId: string): Promise<string | undefined> {
    return this.refs.get('customer', customerId);
  }

  /** Our account of a Stripe customer (an event names Stripe's id). */
  ownerOf(stripeCustomerId: string): Promise<string | undefined> {
    return this.refs.keyOf('customer', stripeCustomerId);
  }

  /**
   * The Stripe customer of an account, made now when it has none. The key holds the account and
   * what is sent, so a retry is the same call and two requests at once make one customer.
   * @example const cus = await customers.ensure(customerId); // 'cus_…'
   */
  async ensure(customerId: string): Promise<string> {
    const known = await this.find(customerId);
    if (known !== undefined) return known;
    const account = await new CustomersRepository(this.deps.db).findById(customerId);
    if (!account) throw new Error(`No customer ${customerId}`);
    const params: Stripe.CustomerCreateParams = {
      email: account.billing_email.trim() || account.email,
      ...(account.company_name.trim() ? { name: account.company_name.trim() } : {}),
      metadata: { trova_customer_id: customerId },
    };
    const hash = sha256(JSON.stringify(params)).slice(0, 16);
    const created = await this.deps.stripe.customers.create(params, {
      idempotencyKey: `customer:${customerId}:${hash}`,
    });
    return this.refs.put('customer', customerId, created.id, epochSeconds(this.deps.now));
  }
}
