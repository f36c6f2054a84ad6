/**
 * Countries whose state is picked from a region list (docs/product/billing.md#billing-information);
 * elsewhere it is free text.
 */
export const REGION_COUNTRIES = [
  'US',
  'CA',
  'DE',
  'AT',
  'CH',
  'ES',
  'FR',
  'RO',
  'FI',
  'EE',
  'LV',
  'LT',
  'BR',
  'HR',
  'IN',
  'AU',
  'BE',
  'BG',
  'CN',
  'CO',
  'MX',
  'PL',
  'UY',
  'IT',
] as const;
export type RegionCountry = (typeof REGION_COUNTRIES)[number];
