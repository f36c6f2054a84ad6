import type { LegalInfo } from '@trova/contracts';
import type { ServerConfig } from '../../config/config';
import { loadBillingSettings } from '../billing/index';

/**
 * What `/config.json` tells the console's terms page (docs/product/shell.md#terms-and-privacy). The
 * operator is the seller invoices name, so the contract and the invoices name the same party; an
 * empty seller name leaves the terms with their neutral wording.
 */
export function legalInfo(config: ServerConfig): LegalInfo {
  const { seller } = loadBillingSettings(config.billing.plansFile);
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
