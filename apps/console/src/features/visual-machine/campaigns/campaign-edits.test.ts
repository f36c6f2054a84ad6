import { describe, expect, it } from 'vitest';
import type { CampaignAction } from '@trova/contracts';
import { vmProduct } from '../vm-test-fixtures';
import {
  addAction,
  canAddAction,
  removeAction,
  setActionProducts,
  setActionType,
} from './campaign-edits';

const pin: CampaignAction = { type: 'pin', products: [] };

describe('campaign actions', () => {
  it('adds an action of the first type not used, up to 4', () => {
    let actions = [pin];
    for (let i = 0; i < 5; i += 1) actions = addAction(actions);
    expect(actions.map((action) => action.type)).toEqual(['pin', 'boost', 'bury', 'remove']);
    expect(canAddAction(actions)).toBe(false);
  });

  it('removes actions after the first only', () => {
    const actions = addAction([pin]);
    expect(removeAction(actions, 0)).toEqual(actions);
    expect(removeAction(actions, 1)).toEqual([pin]);
  });

  it("changes one action's type or products", () => {
    const actions = addAction([pin]);
    expect(setActionType(actions, 1, 'remove')[1]!.type).toBe('remove');
    expect(setActionProducts(actions, 0, [vmProduct('a')])[0]!.products).toEqual([vmProduct('a')]);
  });
});
