import type { Card } from '@trova/contracts';
import { pino } from 'pino';
import type { Caller } from '../src/kernel/caller';
import { createShopEvents } from '../src/kernel/shop-events';
import {
  createBillingModule,
  ManualProvider,
  type BillingMode,
  type BillingServices,
  type InvoiceRequest,
  type ProviderCall,
  type SubscriptionRequest,
  type UsageReport,
} from '../src/modules/billing/index';
import { CustomersRepository } from '../src/modules/customers/index';
import { IndexRegistry } from '../src/modules/search/index';
import { insertAccount, shopRow } from './account-rows';
import { openTestDatabase, type TestDatabase } from './dialects';
import { testClock, type TestClock } from './test-app';

/** One provider call as the recording provider saw it. */
export interface RecordedCall {
  call: string;
  key: string;
}

/** The manual provider, recording what it is asked (the call and its idempotency key). */
export class RecordingProvider extends ManualProvider {
  readonly calls: RecordedCall[] = [];
  /** What `chargeable` answers: false plays a customer without a saved card. */
  canCharge = true;

  override chargeable() {
    return Promise.resolve(this.canCharge);
  }

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

  override resumeSubscription(request: ProviderCall) {
    this.calls.push({ call: 'resumeSubscription', key: request.idempotencyKey });
    return Promise.resolve();
  }

  // Optional: the manual provider's own card calls take nothing, they only refuse.
  override addCard(request?: ProviderCall & { token: string }) {
    this.calls.push({ call: 'addCard', key: request?.idempotencyKey ?? '' });
    return Promise.resolve<Card[]>([]);
  }

  override reorderCards(request?: ProviderCall & { cardIds: readonly string[] }) {
    this.calls.push({ call: 'reorderCards', key: request?.idempotencyKey ?? '' });
    return Promise.resolve<Card[]>([]);
  }

  override reportUsage(report: UsageReport) {
    this.calls.push({ call: 'reportUsage', key: report.idempotencyKey });
    return Promise.resolve();
  }
}

/** Complete Italian billing information, so plan changes may issue invoices. */
const BILLING_INFO = {
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
};

export interface BillingUnit {
  database: TestDatabase;
  billing: BillingServices;
  provider: RecordingProvider;
  clock: TestClock;
  /** Anna's account, with complete billing information and no shop yet. */
  customerId: string;
  caller: Caller;
  /** Human search intents this month, by shop id, as the analytics count would answer them. */
  intents: Map<string, number>;
  /** A completed shop of Anna's (an index start exists), on `platform` (default woocommerce). */
  addShop(id: string, platform?: string): Promise<void>;
  /** Anna's pending plan change paid, as the operator marks its invoice. */
  payPending(): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * Billing wired on a fresh SQLite database and a movable clock, without the app: the services'
 * own tests call them directly.
 * @example const unit = await openBillingUnit(); await unit.billing.service.plan(unit.caller);
 */
export async function openBillingUnit(
  options: { mode?: BillingMode; startMs?: number } = {},
): Promise<BillingUnit> {
  const database = await openTestDatabase('sqlite');
  const clock = testClock(options.startMs ?? Date.UTC(2026, 2, 2, 10));
  const provider = new RecordingProvider();
  const intents = new Map<string, number>();
  const billing = createBillingModule({
    db: database.db,
    events: createShopEvents(),
    config: { provider: options.mode ?? 'manual', plansFile: undefined, stripe: undefined },
    counts: {
      monthlyIntentsOf: (ids) =>
        Promise.resolve(new Map(ids.map((id) => [id, intents.get(id) ?? 0]))),
    },
    notifications: { notify: () => Promise.resolve('n') },
    registry: new IndexRegistry(),
    log: pino({ level: 'silent' }),
    now: clock,
    provider,
  }).services;
  const { customerId, userId } = await insertAccount(database.db, 'anna');
  await new CustomersRepository(database.db).updateBilling(customerId, BILLING_INFO);
  return {
    database,
    billing,
    provider,
    clock,
    customerId,
    caller: { customerId, userId, sessionId: 's-anna' },
    intents,
    async addShop(id, platform = 'woocommerce') {
      await database.db
        .insertInto('shops')
        .values({ ...shopRow(id, customerId), cms_type: platform })
        .execute();
      await database.db
        .insertInto('shop_runtime')
        .values({ shop_id: id, last_index_start_time: 1 })
        .execute();
    },
    async payPending() {
      const sub = await database.db
        .selectFrom('billing_subscriptions')
        .select('pending_invoice_id')
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow();
      const invoice = await database.db
        .selectFrom('billing_invoices')
        .select('number')
        .where('id', '=', sub.pending_invoice_id ?? '')
        .executeTakeFirstOrThrow();
      await billing.payments.mark(invoice.number, 'paid');
    },
    dispose: () => database.dispose(),
  };
}
