import { describe, expect, it } from 'vitest';
import { campaignWarnings, type Campaign } from '@trova/contracts';
import { i18n } from '../../../i18n/i18n';
import { vmWarningText } from '../editor/warning-text';
import { savedCampaign, vmProduct } from '../vm-test-fixtures';
import { hasUnavailableProduct } from './campaign-rules';

/** What the editor shows next to create/update for a campaign (docs/product/visual-machine.md#campaigns). */
function shown(campaign: Campaign): string[] {
  return campaignWarnings(campaign).map((warning) => vmWarningText(i18n.t, warning, 'campaign'));
}

const valid: Campaign = savedCampaign('c1');
const trigger = valid.conditions[0]!;
const p = (id: string) => vmProduct(id);

describe('campaign save rules, as the console words them', () => {
  it('a valid campaign has no warning', () => {
    expect(shown(valid)).toEqual([]);
  });

  it.each<[string, Partial<Campaign>, string]>([
    ['an empty name', { name: '  ' }, 'Name required'],
    [
      'a time interval without start',
      { validity: { type: 'timeInterval', from: 0, to: 99 } },
      'Add validity: choose when the interval starts',
    ],
    [
      'an empty "contains" query',
      { conditions: [{ ...trigger, queries: [{ type: 'queryContains', value: '' }] }] },
      'Incomplete query condition',
    ],
    [
      'an empty "is" query',
      { conditions: [{ ...trigger, queries: [{ type: 'queryIs', value: ' ' }] }] },
      'Incomplete query condition',
    ],
    [
      'a filter without facet',
      { conditions: [{ ...trigger, facet: { type: 'filterIs', filters: [{ '': '' }] } }] },
      'Incomplete filter condition',
    ],
    [
      'a filter without value',
      { conditions: [{ ...trigger, facet: { type: 'filterContains', filters: [{ brand: '' }] } }] },
      'Incomplete filter condition',
    ],
    [
      'a price from not below its to',
      {
        conditions: [
          { ...trigger, facet: { type: 'filterIs', filters: [{ price: { from: 50, to: 50 } }] } },
        ],
      },
      'Price range: "from" must be below "to"',
    ],
    [
      'a trigger without query or filter',
      { conditions: [trigger, { queries: [], facet: { type: 'filterIs', filters: [] } }] },
      'Each trigger needs at least one query or filter',
    ],
    [
      'two filters on one facet',
      {
        conditions: [
          { ...trigger, facet: { type: 'filterIs', filters: [{ brand: 'a' }, { brand: 'b' }] } },
        ],
      },
      'Two conditions of the same type in one trigger',
    ],
    ['no action', { actions: [] }, 'Add at least one action'],
    [
      'an action without products',
      {
        actions: [
          { type: 'pin', products: [p('1')] },
          { type: 'bury', products: [] },
        ],
      },
      'Each action needs products',
    ],
    [
      'two actions of one type',
      {
        actions: [
          { type: 'pin', products: [p('1')] },
          { type: 'pin', products: [p('2')] },
        ],
      },
      'Two actions of the same type',
    ],
    [
      'a product in two actions',
      {
        actions: [
          { type: 'pin', products: [p('1')] },
          { type: 'bury', products: [p('1')] },
        ],
      },
      'The same product is in two actions',
    ],
    [
      'more than 4 actions',
      {
        actions: (['pin', 'boost', 'bury', 'remove', 'pin'] as const).map((type, i) => ({
          type,
          products: [p(String(i))],
        })),
      },
      'At most 4 actions',
    ],
    [
      'a product no longer available',
      { actions: [{ type: 'pin', products: [vmProduct('1', { isAlive: false })] }] },
      'Product no longer available: remove it',
    ],
  ])('blocks the save with %s', (_case, change, text) => {
    expect(shown({ ...valid, ...change })).toContain(text);
  });

  it('marks a campaign whose products left the catalogue', () => {
    expect(hasUnavailableProduct(valid)).toBe(false);
    expect(
      hasUnavailableProduct({
        actions: [{ type: 'bury', products: [vmProduct('1', { isAlive: false })] }],
      }),
    ).toBe(true);
  });
});
