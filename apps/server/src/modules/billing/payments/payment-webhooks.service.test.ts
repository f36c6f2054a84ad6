import { describe, expect, it } from 'vitest';
import { AppError } from '../../../errors/error-catalogue';
import { ManualProvider } from '../provider/manual.provider';
import type { EventOutcome, PaymentEvent } from '../provider/payment-provider';
import { PaymentWebhooksService } from './payment-webhooks.service';

const PAID: PaymentEvent = {
  id: 'evt_1',
  provider: 'stripe',
  type: 'invoice.paid',
  invoiceId: 'inv-1',
  occurredAt: 10,
  payload: {},
};

/** A provider whose webhook parse answers `parsed`, recording what it finishes. */
class WebhookProvider extends ManualProvider {
  readonly finished: string[] = [];

  constructor(private readonly parsed: () => Promise<PaymentEvent | null>) {
    super();
  }

  override parseWebhook() {
    return this.parsed();
  }

  override afterEvent(event: PaymentEvent, outcome: EventOutcome) {
    this.finished.push(`${event.id}: ${outcome.outcome}`);
    return Promise.resolve();
  }
}

/** The inbox: applies each event id once, as `PaymentEventsService.receive` does. */
function inbox(fail = false) {
  const seen = new Set<string>();
  const received: string[] = [];
  return {
    received,
    receive(event: PaymentEvent): Promise<EventOutcome> {
      received.push(event.id);
      if (fail) return Promise.reject(new Error('database unavailable'));
      const applied = !seen.has(event.id);
      seen.add(event.id);
      return Promise.resolve({
        applied,
        outcome: applied ? 'paid' : 'duplicate',
        invoice: undefined,
      });
    },
  };
}

describe('payment webhooks', () => {
  const body = Buffer.from('{}');

  it('records nothing when the signature is refused', async () => {
    const provider = new WebhookProvider(() =>
      Promise.reject(new AppError('webhook-signature-invalid')),
    );
    const payments = inbox();
    const webhooks = new PaymentWebhooksService(provider, payments);
    await expect(webhooks.receive(body, {})).rejects.toMatchObject({
      code: 'webhook-signature-invalid',
    });
    expect(payments.received).toEqual([]);
    expect(provider.finished).toEqual([]);
  });

  it('acknowledges an event that is not ours without applying anything', async () => {
    const provider = new WebhookProvider(() => Promise.resolve(null));
    const payments = inbox();
    const receipt = await new PaymentWebhooksService(provider, payments).receive(body, {});
    expect(receipt).toEqual({ received: true, outcome: 'ignored: not an event of ours' });
    expect(payments.received).toEqual([]);
  });

  it('applies a redelivered event once, and lets the provider finish each delivery', async () => {
    const provider = new WebhookProvider(() => Promise.resolve(PAID));
    const webhooks = new PaymentWebhooksService(provider, inbox());
    expect(await webhooks.receive(body, {})).toEqual({ received: true, outcome: 'paid' });
    expect(await webhooks.receive(body, {})).toEqual({ received: true, outcome: 'duplicate' });
    expect(provider.finished).toEqual(['evt_1: paid', 'evt_1: duplicate']);
  });

  it('answers an error when the inbox fails, so the provider delivers again', async () => {
    const provider = new WebhookProvider(() => Promise.resolve(PAID));
    const webhooks = new PaymentWebhooksService(provider, inbox(true));
    await expect(webhooks.receive(body, {})).rejects.toThrow('database unavailable');
    // Nothing is finished at the provider for an event the ledger has not recorded.
    expect(provider.finished).toEqual([]);
  });
});
