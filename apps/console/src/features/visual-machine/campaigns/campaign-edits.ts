import {
  CAMPAIGN_ACTION_TYPES,
  MAX_ACTIONS,
  type CampaignAction,
  type CampaignActionType,
  type VmProduct,
} from '@trova/contracts';

/**
 * Edits of a campaign's actions (docs/product/visual-machine.md#campaigns): at most 4, the first
 * always stays. An edit the rules do not allow returns the actions unchanged.
 */

/**
 * Another action may be added below 4.
 * @example canAddAction([{ type: 'pin', products: [] }]) // true
 */
export function canAddAction(actions: readonly CampaignAction[]): boolean {
  return actions.length < MAX_ACTIONS;
}

/**
 * Adds an action of the first type not used yet, without products.
 * @example addAction([{ type: 'pin', products: [] }]).map((a) => a.type) // ['pin', 'boost']
 */
export function addAction(actions: readonly CampaignAction[]): CampaignAction[] {
  if (!canAddAction(actions)) return [...actions];
  const used = new Set(actions.map((action) => action.type));
  const type = CAMPAIGN_ACTION_TYPES.find((candidate) => !used.has(candidate)) ?? 'pin';
  return [...actions, { type, products: [] }];
}

/** Removes an action after the first. */
export function removeAction(actions: readonly CampaignAction[], index: number): CampaignAction[] {
  if (index <= 0) return [...actions];
  return actions.filter((_, i) => i !== index);
}

export function setActionType(
  actions: readonly CampaignAction[],
  index: number,
  type: CampaignActionType,
): CampaignAction[] {
  return actions.map((action, i) => (i === index ? { ...action, type } : action));
}

export function setActionProducts(
  actions: readonly CampaignAction[],
  index: number,
  products: VmProduct[],
): CampaignAction[] {
  return actions.map((action, i) => (i === index ? { ...action, products } : action));
}
