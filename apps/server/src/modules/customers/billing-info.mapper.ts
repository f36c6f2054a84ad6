import type { BillingInfo, BillingInfoUpdate, ResellerCodeUpdate } from '@trova/contracts';
import type { UserRow } from '../users/index';
import type { BillingColumns, CustomerRow } from './customers.repository';

export type CustomerMeUpdate = ResellerCodeUpdate | BillingInfoUpdate;

/**
 * Stored billing row → the wire shape; empty names fall back to the user's profile
 * (docs/product/billing.md#billing-information).
 */
export function toBillingInfo(
  customer: CustomerRow,
  user: Pick<UserRow, 'first_name' | 'last_name'>,
): BillingInfo {
  return {
    firstName: customer.first_name || user.first_name,
    lastName: customer.last_name || user.last_name,
    companyName: customer.company_name,
    address: customer.address,
    email: customer.billing_email,
    city: customer.city,
    vat: customer.vat,
    country: customer.country,
    state: customer.state,
    zip: customer.zip,
    sdi: customer.sdi,
    pec: customer.pec,
    isDeactivating: customer.is_deactivating === 1,
  };
}

export function toBillingColumns(info: BillingInfoUpdate): BillingColumns {
  return {
    first_name: info.firstName,
    last_name: info.lastName,
    company_name: info.companyName,
    address: info.address,
    billing_email: info.email,
    city: info.city,
    vat: info.vat,
    country: info.country,
    state: info.state,
    zip: info.zip,
    sdi: info.sdi,
    pec: info.pec,
  };
}
