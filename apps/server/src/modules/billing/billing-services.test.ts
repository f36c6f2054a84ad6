import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/account-rows';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { testClock } from '../../../test/test-app';
import { CustomersRepository } from '../customers/index';
import { IndexRegistry } from '../search/index';
import { createBillingServices, type BillingServices } from './billing-services';
import { ManualProvider } from './payments/manual.provider';
import type { InvoiceRequest, ProviderCall, SubscriptionRequest } from './payments/payment-provider';

/** The manual provider, recording what it is asked. */
class RecordingProvider extends ManualProvider {
  readonly calls: { call: string; key: string }[] = [];

  override createSubscription(request: SubscriptionRequest) {
    this.calls.push({ call: 'createSubscription', key: request.idempotencyKey });
    return Promise.resolve({ providerRef: 'sub_123' });
  }

  override replaceSubscription(request: SubscriptionRequest) {
    this.calls.push({ call: 'replaceSubscription', key: request.idempotencyKey });
    return Promise.resolve({ providerRef: request.providerRef });
  }

  override chargeInvoice(request: InvoiceRequest) {
    this.calls.push({ call: 'chargeInvoice', key: request.idempotencyKey });
    return Promise.resolve();
  }

  override voidInvoice(request: InvoiceRequest) {
    this.calls.push({ call: 'voidInvoice', key: request.idempotencyKey });
    return Promise.resolve();
  }

  override cancelSubscription(request: ProviderCall) {
    this.calls.push({ call: 'cancelSubscription', key: request.idempotencyKey });
    return Promise.resolve();
  }
}

describe('billing wired to a payment provider', () => {
  let database: TestDatabase;
  let billing: BillingServices;
  let provider: RecordingProvider;
  let customerId: string;
  const clock = testClock(Date.UTC(2026, 2, 2, 10));

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    provider = new RecordingProvider();
    billing = createBillingServices({
      db: database.db,
      config: { provider: 'manual', plansFile: undefined, stripe: undefined },
      counts: { monthlyIntentsOf: (ids) => Promise.resolve(new Map(ids.map((id) => [id, 0]))) },
      notifications: { notify: () => Promise.resolve('n') },
      registry: new IndexRegistry(),
      log: pino({ level: 'silent' }),
      now: clock,
      provider,
    });
    ({ customerId } = await insertAccount(database.db, 'anna'));
    await new CustomersRepository(database.db).updateBilling(customerId, {
      first_name: 'Anna',
      last_name: 'Rossi',
      company_name: 'Negozio srl',
      address: 'Via Roma 1',
      billing_email: 'f@negozio.it',
      city: 'Milano',
      vat: 'IT01234567890',
      country: 'IT',
      state: 'MI',
      zip: '20100',
      sdi: 'ABC1234',
      pec: 'n@pec.it',
    });
  });
  afterEach(() => database.dispose());

  it('tells the provider each step with a key derived from what it does, and keeps its reference', async () => {
    const caller = { customerId, userId: 'u-anna', sessionId: 's' };
    await billing.service.changePlan(caller, { key: 'start', isMonthly: true });
    const [invoice] = await database.db.selectFrom('billing_invoices').select('id').execute();
    await billing.service.cancelPending(caller);
    expect(provider.calls).toEqual([
      { call: 'createSubscription', key: `subscription:${invoice?.id ?? ''}` },
      { call: 'chargeInvoice', key: `invoice:${invoice?.id ?? ''}` },
      { call: 'voidInvoice', key: `void:${invoice?.id ?? ''}` },
    ]);
    const sub = await database.db
      .selectFrom('billing_subscriptions')
      .select('provider_ref')
      .executeTakeFirst();
    expect(sub?.provider_ref).toBe('sub_123');
    // The next choice replaces the subscription the provider already has.
    await billing.service.changePlan(caller, { key: 'standard', isMonthly: true });
    expect(provider.calls.at(-2)?.call).toBe('replaceSubscription');
    expect(new Set(provider.calls.map((call) => call.key)).size).toBe(provider.calls.length);
  });
});
