import { describe, expect, it } from 'vitest';
import { defaultBillingSettings } from '../billing-settings';
import { vatTreatment } from './vat.rules';

const vat = defaultBillingSettings().vat;

describe('the VAT rule', () => {
  it('charges the Italian rate to Italian buyers and to buyers of unknown country', () => {
    expect(vatTreatment({ country: 'IT', vat: 'IT01234567890' }, 'IT', vat)).toEqual({
      rateBasisPoints: 2_200,
      note: '',
    });
    expect(vatTreatment({ country: '', vat: '' }, 'IT', vat).rateBasisPoints).toBe(2_200);
  });

  it('reverse-charges businesses of other EU countries, not consumers', () => {
    expect(vatTreatment({ country: 'de', vat: 'DE123456789' }, 'IT', vat)).toEqual({
      rateBasisPoints: 0,
      note: vat.reverseChargeNote,
    });
    expect(vatTreatment({ country: 'FR', vat: ' ' }, 'IT', vat).rateBasisPoints).toBe(2_200);
  });

  it('charges no VAT outside the EU, San Marino and Vatican City included', () => {
    for (const country of ['US', 'CH', 'SM', 'VA']) {
      expect(vatTreatment({ country, vat: 'X1' }, 'IT', vat)).toEqual({
        rateBasisPoints: 0,
        note: vat.outsideEuNote,
      });
    }
  });
});
