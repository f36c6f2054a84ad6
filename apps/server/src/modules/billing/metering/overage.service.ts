import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.schema';
import { monthKey, monthLabel, monthStart } from '../billing-calendar';
import type { InvoiceIssuer } from '../invoices/invoice-issuer';
import type { MeteringService } from './metering.service';
import { formatEuro } from '../money';
import { OverageBlocksRepository } from './overage-blocks.repository';
import type { PaymentProvider } from '../provider/payment-provider';
import type { PlanCatalogue } from '../plans/plan-catalogue';
import type { PlanStanding } from '../plans/plan-standing';
import { retryOnConflict } from '../write-conflict';

export interface OverageDependencies {
  db: Kysely<Database>;
  catalogue: PlanCatalogue;
  metering: MeteringService;
  issuer: InvoiceIssuer;
  provider: PaymentProvider;
}

/**
 * Overage (docs/product/billing.md#overage-blocks): past the threshold, the next block of queries
 * activates by itself and is billed; search never stops for it. Each block is recorded and
 * invoiced once, in one transaction keyed by (customer, month, block), so several processes
 * metering at once still bill a block a single time.
 */
export class OverageService {
  constructor(private readonly deps: OverageDependencies) {}

  /**
   * Activates the blocks this month's queries need beyond those already active.
   * @returns how many were activated now.
   * @example await overage.activate(customerId, standing, now) // 1
   */
  async activate(customerId: string, standing: PlanStanding, now: number): Promise<number> {
    const block = this.deps.catalogue.overageBlock(standing.effectiveKey);
    if (!standing.billsOverage || block === null || standing.threshold <= 0) return 0;
    const requests = await this.deps.metering.requests(customerId, monthStart(now), now);
    const needed = Math.max(0, Math.ceil((requests - standing.threshold) / block.queries));
    const month = monthKey(now);
    const blocks = new OverageBlocksRepository(this.deps.db);
    let activated = 0;
    for (let number = (await blocks.count(customerId, month)) + 1; number <= needed; number += 1) {
      const issued = await retryOnConflict(() =>
        this.deps.db.transaction().execute(async (trx) => {
          const { invoice, created } = await this.deps.issuer.issue(trx, {
            customerId,
            kind: 'overage',
            idempotencyKey: `overage:${customerId}:${month}:${number}`,
            issuedAt: now,
            lines: [
              {
                kind: 'overage',
                description:
                  `Extra block ${number} of ${block.queries.toLocaleString('it-IT')} queries, ` +
                  `${this.deps.catalogue.title(standing.effectiveKey)} plan, ` +
                  `${monthLabel(monthStart(now))} (${formatEuro(block.priceCents)} a block)`,
                quantity: 1,
                unitCents: block.priceCents,
              },
            ],
          });
          if (created) {
            await new OverageBlocksRepository(trx).insert({
              customer_id: customerId,
              month,
              block: number,
              plan_key: standing.effectiveKey,
              queries: block.queries,
              price_cents: block.priceCents,
              activated_at: now,
              invoice_id: invoice.id,
            });
          }
          return created ? invoice : undefined;
        }),
      );
      if (!issued) continue;
      activated += 1;
      await this.deps.provider.reportUsage({
        idempotencyKey: `usage:${issued.id}`,
        customerId,
        month,
        block: number,
        queries: block.queries,
        invoiceId: issued.id,
      });
    }
    return activated;
  }
}
