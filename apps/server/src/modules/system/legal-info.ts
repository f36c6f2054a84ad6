import type { LegalInfo } from '@trova/contracts';
import type { ServerConfig } from '../../config/config';

/** The invoices' seller, as far as the terms page names it. */
export type LegalSeller = NonNullable<LegalInfo['operator']>;

/**
 * What `/config.json` tells the console's terms page (docs/product/shell.md#terms-and-privacy). The
 * operator is the seller invoices name, so the contract and the invoices name the same party; an
 * empty seller name leaves the terms with their neutral wording. The seller comes from the billing
 * settings, read by whoever wires the app (system sits below billing).
 *
 * @example
 * legalInfo(config, loadBillingSettings(config.billing.plansFile).seller).operator?.name
 */
export function legalInfo(config: ServerConfig, seller: LegalSeller): LegalInfo {
  return {
    termsUrl: config.legalUrls.terms ?? null,
    privacyUrl: config.legalUrls.privacy ?? null,
    operator:
      seller.name.trim() === ''
        ? null
        : { name: seller.name.trim(), country: seller.country, email: seller.email },
    eventsRetentionDays: config.eventsRetentionDays,
  };
}
