import { useQuery } from '@tanstack/react-query';
import { selectedPlan, type Plan, type PublicConfig } from '@trova/contracts';

export type PaymentProvider = PublicConfig['billing']['provider'];
import { hasSessionToken } from '../../lib/api/session-store';
import { usePublicConfig } from '../../lib/api/use-public-config';
import { customerQuery } from '../account/account.queries';
import { useCards } from './cards.queries';
import { billingWarnings, type BillingWarnings } from './billing-state.rules';
import { useCustomerPlan, usePaymentFailed } from './billing.queries';

/**
 * Cards exist only with the card provider (Stripe), for a plan that pays automatically, and during
 * the trial, so a card can be saved before the first subscription; the manual provider is paid by
 * invoice, with no card (docs/product/billing.md#cards).
 * @example usesCardPayments('manual', undefined) // false
 */
export function usesCardPayments(
  provider: PaymentProvider | undefined,
  plan: Pick<Plan, 'key' | 'isAutomatic'> | undefined,
): boolean {
  if (provider !== 'stripe') return false;
  return plan === undefined || plan.key === 'trial' || plan.isAutomatic;
}

/**
 * Billing info, plan, cards and payment outcome as one set of warnings (docs/product/shell.md#section-tabs).
 * The guard refreshes info and plan on every navigation; nothing warns before its data arrived.
 * The side menu, on every screen, reads only those two (`detailed` false): cards and the payment
 * notifications are asked for on the billing screens, whose tabs and boxes show every cause.
 */
export function useBillingWarnings({ detailed }: { detailed: boolean }): BillingWarnings {
  const info = useQuery({ ...customerQuery, enabled: hasSessionToken() });
  const plans = useCustomerPlan();
  const usesCards = usesCardPayments(
    usePublicConfig()?.billing.provider,
    plans.data ? selectedPlan(plans.data) : undefined,
  );
  const cards = useCards(detailed && usesCards);
  const paymentFailed = usePaymentFailed(detailed);
  return billingWarnings({
    info: info.data,
    plans: plans.data,
    cards: detailed && usesCards ? cards.data : undefined,
    paymentFailed,
  });
}
