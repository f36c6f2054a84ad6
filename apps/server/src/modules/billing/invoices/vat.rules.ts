import type { BillingSettings } from '../billing-settings';

/** EU member states by ISO 3166-1 alpha-2 code (Greece is GR here, EL in VAT numbers). */
const EU_COUNTRIES: ReadonlySet<string> = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
);

export interface VatTreatment {
  /** 2200 = 22 %. */
  rateBasisPoints: number;
  /** Printed under the totals when the rate is 0 for a legal reason; empty otherwise. */
  note: string;
}

/**
 * The VAT an invoice charges (docs/adr/0016-billing-rules.md): the seller country's rate for a
 * buyer in the same country (or of unknown country, or without a VAT number inside the EU); 0 %
 * with the reverse-charge note for a business of another EU country; 0 % with the not-subject note
 * outside the EU (San Marino and Vatican City included, which are outside EU VAT).
 * @example vatTreatment({ country: 'IT', vat: 'IT01234567890' }, 'IT', settings.vat).rateBasisPoints // 2200
 * @example vatTreatment({ country: 'DE', vat: 'DE123456789' }, 'IT', settings.vat).rateBasisPoints // 0
 */
export function vatTreatment(
  buyer: { country: string; vat: string },
  sellerCountry: string,
  settings: BillingSettings['vat'],
): VatTreatment {
  const country = buyer.country.trim().toUpperCase();
  const domestic = { rateBasisPoints: settings.domesticRateBasisPoints, note: '' };
  if (country === '' || country === sellerCountry) return domestic;
  if (EU_COUNTRIES.has(country)) {
    return buyer.vat.trim() === ''
      ? domestic
      : { rateBasisPoints: 0, note: settings.reverseChargeNote };
  }
  return { rateBasisPoints: 0, note: settings.outsideEuNote };
}
