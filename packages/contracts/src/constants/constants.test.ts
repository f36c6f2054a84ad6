import { describe, expect, it } from 'vitest';
import { PLAN_QUERY_THRESHOLDS, PLAN_OVERAGE_BLOCKS } from './plans.constants';
import { platformNeedsVersion, PLATFORMS } from './shops.constants';
import { NOTIFICATION_CATALOGUE, resolveNotificationCode } from './notifications.constants';

describe('constants', () => {
  it('orders plan thresholds by size', () => {
    expect(Object.values(PLAN_QUERY_THRESHOLDS)).toEqual([1_000, 10_000, 100_000, 250_000]);
    expect(PLAN_OVERAGE_BLOCKS.standard).toEqual({ price: 75, queries: 50_000 });
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
