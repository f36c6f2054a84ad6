import { defaultDesktopLayout, defaultSetup, type PlanKey } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import type { ShopConfiguration } from './configuration-document';
import { lockedBy } from './plan-gates';

const base: ShopConfiguration = {
  setup: defaultSetup(),
  fineTuning: null,
  layout: null,
  seo: null,
  facetLabels: null,
};
const withSetupConfig = (config: Partial<ReturnType<typeof defaultSetup>['config']>) => ({
  ...base,
  setup: { ...defaultSetup(), config: { ...defaultSetup().config, ...config } },
});
const withLayout = (layout: NonNullable<ShopConfiguration['layout']>) => ({ ...base, layout });
const lockedOn = (after: ShopConfiguration, plans: readonly PlanKey[], before = base) =>
  plans.filter((plan) => lockedBy(before, after, plan) !== null);

describe('plan-gated settings', () => {
  it('locks the showcase and the icebreaker below start', () => {
    const desktop = withLayout({ primaryColor: '#000000' });
    const showcase = withLayout({ desktop: { ...defaultDesktopLayout(), showcase: true } });
    const icebreaker = withLayout({ icebreaker: { isActive: true, number: 4 } });
    expect(lockedOn(showcase, ['little', 'start', 'custom', 'trial'])).toEqual(['little']);
    expect(lockedBy(base, icebreaker, 'little')).toBe(
      'The icebreaker needs the start plan or higher.',
    );
    expect(lockedBy(base, icebreaker, 'start')).toBeNull();
    expect(lockedBy(base, desktop, 'little')).toBeNull();
  });

  it('locks the price webhook and group prices below advanced', () => {
    const webhook = withSetupConfig({ webhook: { isActive: true, url: 'https://x.it', key: 'k' } });
    const group = withSetupConfig({ groupPrice: { priceGroupId: 'b2b', currencyCode: 'EUR' } });
    expect(lockedOn(webhook, ['standard', 'advanced', 'enterprise', 'custom', 'trial'])).toEqual([
      'standard',
    ]);
    expect(lockedBy(base, group, 'standard')).toBe(
      'Group prices (B2B search) need the advanced plan or higher.',
    );
  });

  it('never blocks a setting left as it was, or one turned off', () => {
    const icebreaker = withLayout({ icebreaker: { isActive: true, number: 4 } });
    const webhook = withSetupConfig({ webhook: { isActive: true, url: 'https://x.it', key: 'k' } });
    expect(lockedBy(icebreaker, { ...icebreaker, fineTuning: null }, 'little')).toBeNull();
    expect(lockedBy(webhook, base, 'little')).toBeNull();
    expect(lockedBy(icebreaker, base, 'little')).toBeNull();
  });
});
