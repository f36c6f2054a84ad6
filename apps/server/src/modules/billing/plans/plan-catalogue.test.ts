import { describe, expect, it } from 'vitest';
import { defaultBillingSettings } from '../billing-settings';
import { isTiered, PlanCatalogue } from './plan-catalogue';

describe('the plan catalogue', () => {
  const settings = defaultBillingSettings();
  settings.plans.standard.monthlyCents = 20_000;
  const catalogue = new PlanCatalogue(settings);

  it("prices from the operator's file, yearly saving 10 %", () => {
    expect(catalogue.priceCents('standard', true)).toBe(20_000);
    expect(catalogue.priceCents('standard', false)).toBe(216_000);
    expect(catalogue.priceCents('trial', true)).toBe(0);
    expect(catalogue.priceCents('enterprise', true)).toBeNull();
  });

  it('takes thresholds and overage blocks from the product constants', () => {
    expect(catalogue.threshold('trial')).toBe(1_000);
    expect(catalogue.threshold('advanced')).toBe(250_000);
    expect(catalogue.threshold('enterprise')).toBe(0);
    expect(catalogue.overageBlock('little')).toEqual({ price: 5, priceCents: 500, queries: 1_000 });
    expect(catalogue.overageBlock('custom')).toBeNull();
  });

  it('orders plans as they grow and names them', () => {
    expect(catalogue.rank('little')).toBeLessThan(catalogue.rank('start'));
    expect(catalogue.rank('advanced')).toBeLessThan(catalogue.rank('enterprise'));
    expect(catalogue.title('standard')).toBe('Standard');
    expect(catalogue.title('gold')).toBe('gold');
    expect(isTiered('little')).toBe(true);
    expect(isTiered('custom')).toBe(false);
  });

  it('offers the plans in euro for display, cards only for an automatic provider', () => {
    expect(catalogue.offered(false).find((plan) => plan.key === 'standard')).toMatchObject({
      price: { monthly: 200, yearly: 2_160 },
      queries: { threshold: 100_000 },
      isRegular: true,
      isAutomatic: false,
    });
    expect(catalogue.offered(true).find((plan) => plan.key === 'enterprise')).toMatchObject({
      isRegular: false,
      isAutomatic: false,
    });
  });
});
