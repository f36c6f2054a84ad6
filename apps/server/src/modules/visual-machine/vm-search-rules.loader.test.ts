import { defaultCampaign, type Campaign, type Plan } from '@trova/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { ShopConfiguration } from '../configuration/index';
import type { ShopRow } from '../shops/index';
import { NO_VM_RULES } from './vm-search-rules';
import { vmSearchRulesLoader } from './vm-search-rules.loader';

const log = { error: vi.fn() };

describe('reading a shop’s rules', () => {
  const shop = { id: 's1', customer_id: 'c1' } as ShopRow;
  const campaign: Campaign = { ...defaultCampaign(), name: 'Sofa week' };
  const banner = {
    ...defaultCampaign(),
    name: 'Banner',
    actions: [
      {
        type: 'bannerListing' as const,
        url: '',
        imageUrl: 'd.png',
        mobileImageUrl: 'm.png',
        position: 0,
        name: 'Banner_1',
      },
    ],
  };
  const loader = (plans: Plan[], layout: Promise<ShopConfiguration['layout']>) =>
    vmSearchRulesLoader({
      campaigns: { read: () => Promise.resolve([{ ...campaign, id: 'c' }]) },
      bannerCampaigns: { read: () => Promise.resolve([{ ...banner, id: 'b' }]) },
      shops: { findById: (id) => Promise.resolve(id === 's1' ? shop : undefined) },
      configuration: async () => ({
        configuration: { layout: await layout } as ShopConfiguration,
      }),
      plans: () => plans,
      log,
      now: () => 1_700_000_000_000,
    });
  const plan = (key: Plan['key']) => ({ key, subscriptionTimestamp: null }) as Plan;

  it('applies campaigns and banners on the trial and standard or higher, none below', async () => {
    const trial = await loader([], Promise.resolve(null))('s1');
    expect(trial.campaigns.map((c) => c.item.name)).toEqual(['Sofa week']);
    expect(trial.bannerCampaigns.map((c) => c.item.name)).toEqual(['Banner']);
    expect((await loader([plan('advanced')], Promise.resolve(null))('s1')).campaigns).toHaveLength(
      1,
    );
    expect(await loader([plan('start')], Promise.resolve(null))('s1')).toBe(NO_VM_RULES);
    expect(await loader([], Promise.resolve(null))('gone')).toBe(NO_VM_RULES);
  });

  it('drops banners while the layout’s dynamic blocks are on, or its layout is unreadable', async () => {
    const dynamic = Promise.resolve({ dynamicBanner: true } as ShopConfiguration['layout']);
    expect((await loader([], dynamic)('s1')).bannerCampaigns).toEqual([]);
    const corrupt = loader([], Promise.reject(new Error('configuration-corrupt')));
    const read = await corrupt('s1');
    expect(read.bannerCampaigns).toEqual([]);
    expect(read.campaigns).toHaveLength(1);
    expect(log.error).toHaveBeenCalled();
  });
});
