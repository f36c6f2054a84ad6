import { describe, expect, it } from 'vitest';
import { bannerCampaignWarnings, type BannerCampaign } from '@trova/contracts';
import { i18n } from '../../../i18n/i18n';
import { vmWarningText } from '../editor/warning-text';
import { savedBannerCampaign } from '../vm-test-fixtures';

/** What the banner editor shows next to create/update (docs/product/visual-machine.md#banners). */
function shown(campaign: BannerCampaign): string[] {
  return bannerCampaignWarnings(campaign).map((warning) =>
    vmWarningText(i18n.t, warning, 'banner'),
  );
}

const valid = savedBannerCampaign('b1');
const listing = valid.actions[0]!;
const trigger = valid.conditions[0]!;
const card = (position: number, name: string) => ({
  ...listing,
  type: 'bannerCard' as const,
  position,
  name,
});

describe('banner save rules, as the console words them', () => {
  it('a valid banner campaign has no warning', () => {
    expect(shown(valid)).toEqual([]);
  });

  it.each<[string, Partial<BannerCampaign>, string]>([
    ['an empty name', { name: '' }, 'Add a banner name'],
    [
      'a time interval without start',
      { validity: { type: 'timeInterval', from: 0, to: null } },
      'Add validity: choose when the interval starts',
    ],
    [
      'a trigger with neither query nor filter',
      { conditions: [{ queries: [], facet: { type: 'filterIs', filters: [] } }] },
      'Almost a query: add a query or a filter to each trigger',
    ],
    [
      'two filters on one facet',
      {
        conditions: [
          { ...trigger, facet: { type: 'filterIs', filters: [{ brand: 'a' }, { brand: 'b' }] } },
        ],
      },
      'Two conditions on the same facet in one trigger',
    ],
    [
      'an incomplete query',
      { conditions: [{ ...trigger, queries: [{ type: 'queryContains', value: '' }] }] },
      'Incomplete query condition',
    ],
    [
      'a missing desktop image',
      { actions: [{ ...listing, imageUrl: ' ' }] },
      'Insert image url: each banner needs a desktop and a mobile image',
    ],
    [
      'a missing mobile image',
      { actions: [{ ...listing, mobileImageUrl: '' }] },
      'Insert image url: each banner needs a desktop and a mobile image',
    ],
    [
      'two listing banners',
      { actions: [listing, { ...listing, name: 'other' }] },
      'One banner: only one listing banner per campaign',
    ],
    [
      'two cards in one position',
      { actions: [card(2, 'a'), card(2, 'b')] },
      'Two banners in the same position',
    ],
    [
      'two banners with one id',
      { actions: [card(1, 'same'), card(2, 'same')] },
      'Each banner needs a unique id',
    ],
  ])('disables the save with %s', (_case, change, text) => {
    expect(shown({ ...valid, ...change })).toContain(text);
  });
});
