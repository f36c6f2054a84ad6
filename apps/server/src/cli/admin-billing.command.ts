import type { Kysely } from 'kysely';
import type { Database } from '../db/database.schema';
import { AppError } from '../errors/error-catalogue';
import { defaultBillingSettings } from '../modules/billing/index';
import { InvoicesRepository, type InvoiceStatus } from '../modules/billing/index';
import { formatEuro } from '../modules/billing/index';
import type { PaymentEventsService } from '../modules/billing/index';
import type { SubscriptionLifecycleService } from '../modules/billing/index';
import { UsersRepository } from '../modules/users/index';

export const BILLING_USAGE = `  invoices list [open|paid|failed|void]
                       The newest 50 invoices (of that status): number, status, total, customer.
  invoices mark-paid <number>
                       Records that invoice <number> was paid (manual provider): a pending plan
                       change takes effect, and the customer is notified.
  invoices mark-failed <number>
                       Records that its payment failed: the customer is warned; a pending plan
                       change is dropped. Marking the same outcome twice changes nothing.
  plans defaults       Prints the built-in plans file, a start for TROVA_PLANS_FILE.
  plans arrange <email> <custom|enterprise> [monthly-queries] [monthly-cents]
                       Puts the account on a plan arranged with sales, from now: an agreed query
                       limit (0 or none: unlimited) and, when billed here, an agreed monthly price
                       in cents, invoiced every month.`;

export interface BillingCommandContext {
  db: Kysely<Database>;
  payments: Pick<PaymentEventsService, 'mark'>;
  lifecycle: Pick<SubscriptionLifecycleService, 'arrange'>;
  print: (line: string) => void;
}

const wholeNumber = (text: string | undefined): number | null =>
  text !== undefined && /^\d+$/.test(text) ? Number(text) : null;

/** `plans arrange <email> <custom|enterprise> [queries] [cents]`. */
async function arrange(
  args: readonly string[],
  context: BillingCommandContext,
): Promise<number | undefined> {
  const [, , email, key, queries, cents] = args;
  if (!email || (key !== 'custom' && key !== 'enterprise')) return undefined;
  const requestsLimit = queries === undefined ? 0 : wholeNumber(queries);
  const monthlyCents = cents === undefined ? null : wholeNumber(cents);
  if (requestsLimit === null || (cents !== undefined && monthlyCents === null)) return undefined;
  const user = await new UsersRepository(context.db).findByEmail(email.toLowerCase());
  if (!user) {
    context.print(`No account with the address ${email}.`);
    return 1;
  }
  await context.lifecycle.arrange(user.customer_id, { key, requestsLimit, monthlyCents });
  context.print(
    `${email} is on the ${key} plan: ${requestsLimit === 0 ? 'unlimited' : `${requestsLimit} queries a month`}, ` +
      `${monthlyCents === null ? 'not billed here' : `${formatEuro(monthlyCents)} a month`}.`,
  );
  return 0;
}

const STATUSES: readonly InvoiceStatus[] = ['open', 'paid', 'failed', 'void'];

function isStatus(value: string | undefined): value is InvoiceStatus {
  return (STATUSES as readonly (string | undefined)[]).includes(value);
}

/**
 * The operator's billing commands (`npm run admin -- invoices …`, `plans defaults`).
 * @returns the exit code, or undefined when `args` is no billing command.
 * @example await runBillingCommand(['invoices', 'mark-paid', '2026-000001'], context) // 0
 */
export async function runBillingCommand(
  args: readonly string[],
  context: BillingCommandContext,
): Promise<number | undefined> {
  const [group, command, value] = args;
  if (group === 'plans' && command === 'defaults') {
    context.print(JSON.stringify(defaultBillingSettings(), null, 2));
    return 0;
  }
  if (group === 'plans' && command === 'arrange') return arrange(args, context);
  if (group !== 'invoices') return undefined;
  if (command === 'list' && (value === undefined || isStatus(value))) {
    const invoices = await new InvoicesRepository(context.db).recent(value, 50);
    for (const invoice of invoices) {
      context.print(
        [
          invoice.number,
          invoice.status,
          formatEuro(invoice.total_cents),
          invoice.customer_email,
        ].join('\t'),
      );
    }
    if (invoices.length === 0) context.print('No invoices.');
    return 0;
  }
  if ((command === 'mark-paid' || command === 'mark-failed') && value) {
    try {
      const result = await context.payments.mark(
        value,
        command === 'mark-paid' ? 'paid' : 'failed',
      );
      context.print(
        result.applied
          ? `Invoice ${value}: ${result.outcome}.`
          : `Invoice ${value}: already recorded, nothing changed.`,
      );
      return 0;
    } catch (error) {
      if (error instanceof AppError && error.code === 'invoice-not-found') {
        context.print(error.message);
        return 1;
      }
      throw error;
    }
  }
  return undefined;
}
