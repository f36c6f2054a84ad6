import { describe, expect, it } from 'vitest';
import { PLAN_QUERY_THRESHOLDS, PLAN_OVERAGE_BLOCKS } from './plans.constants';
import { isBillingHidden, platformNeedsVersion, PLATFORMS } from './shops.constants';
import { NOTIFICATION_CATALOGUE, resolveNotificationCode } from './notifications.constants';

describe('constants', () => {
  it('orders plan thresholds by size', () => {
    expect(Object.values(PLAN_QUERY_THRESHOLDS)).toEqual([1_000, 10_000, 100_000, 250_000]);
    expect(PLAN_OVERAGE_BLOCKS.standard).toEqual({ price: 75, priceCents: 7_500, queries: 50_000 });
  });

  it('keeps every overage block price in euro and in the same cents', () => {
    for (const block of Object.values(PLAN_OVERAGE_BLOCKS)) {
      expect(block.priceCents).toBe(Math.round(block.price * 100));
    }
  });

  it('hides billing only when every shop is on a platform that bills itself', () => {
    expect(isBillingHidden(['shopify', 'shopify'])).toBe(true);
    expect(isBillingHidden(['shopify', 'google-shopping'])).toBe(false);
    expect(isBillingHidden([])).toBe(false);
  });

  it('asks a version only for Magento and WooCommerce', () => {
    expect(PLATFORMS.filter(platformNeedsVersion)).toEqual([
      'magento-1',
      'magento-2',
      'woocommerce',
    ]);
  });

  it('maps unknown notification codes to generic-error', () => {
    expect(resolveNotificationCode('vm-product-fail')).toBe('vm-product-fail');
    expect(resolveNotificationCode('brand-new')).toBe('generic-error');
    expect(NOTIFICATION_CATALOGUE['payment-failure'].redirect).toBe('billing-information');
    expect(NOTIFICATION_CATALOGUE['missing-feed'].payload).toEqual(['shopId', 'feedUrl']);
  });
});
