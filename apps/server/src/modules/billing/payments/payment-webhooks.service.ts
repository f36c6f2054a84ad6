import type { PaymentEventsService } from './payment-events.service';
import type { PaymentProvider } from '../provider/payment-provider';

export interface WebhookReceipt {
  received: true;
  /** What applying the event did (`paid: plan switched to start`, `duplicate`, `ignored: …`). */
  outcome: string;
}

/**
 * A provider's webhook (docs/product/billing.md#stripe-webhooks): the signature is checked first
 * (it is the caller's credential), then the event is recorded and applied once through the inbox,
 * then the provider finishes its side. A failure after the signature answers an error, so the
 * provider delivers again; the inbox makes the redelivery change nothing twice.
 */
export class PaymentWebhooksService {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly payments: Pick<PaymentEventsService, 'receive'>,
  ) {}

  /**
   * @example await webhooks.receive(rawBody, { 'stripe-signature': header }) // { received: true, outcome: 'paid' }
   */
  async receive(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | undefined>>,
  ): Promise<WebhookReceipt> {
    const event = await this.provider.parseWebhook(rawBody, headers);
    if (event === null) return { received: true, outcome: 'ignored: not an event of ours' };
    const outcome = await this.payments.receive(event);
    await this.provider.afterEvent(event, outcome);
    return { received: true, outcome: outcome.outcome };
  }
}
