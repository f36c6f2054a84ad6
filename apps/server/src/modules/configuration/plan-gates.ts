import {
  isAdvancedOrMore,
  isStartOrMore,
  withLayoutDefaults,
  type PlanKey,
} from '@trova/contracts';
import type { ShopConfiguration } from './configuration-document';
import { jsonEqual } from '../../kernel/json-equal';

/** One plan-gated setting of the configuration (docs/product/billing.md#gating-by-plan). */
interface ConfigurationGate {
  /** The plans that may turn the setting on or change it. */
  allows: (plan: PlanKey) => boolean;
  /** Whether a save turns the setting on or changes it while on; turning it off never is. */
  engaged: (before: ShopConfiguration, after: ShopConfiguration) => boolean;
  message: string;
}

const layoutOf = (configuration: ShopConfiguration) =>
  withLayoutDefaults(configuration.layout ?? {});

/** A flag switched on by this save (it was off before). */
const switchedOn = (before: boolean, after: boolean) => after && !before;

const GATES: readonly ConfigurationGate[] = [
  {
    allows: isAdvancedOrMore,
    engaged: (before, after) => {
      const webhook = after.setup?.config.webhook;
      return webhook?.isActive === true && !jsonEqual(before.setup?.config.webhook, webhook);
    },
    message: 'The price webhook needs the advanced plan or higher.',
  },
  {
    // A price group is B2B search and advanced price customisation.
    allows: isAdvancedOrMore,
    engaged: (before, after) => {
      const group = after.setup?.config.groupPrice;
      return (
        group !== undefined &&
        group.priceGroupId.trim() !== '' &&
        !jsonEqual(before.setup?.config.groupPrice, group)
      );
    },
    message: 'Group prices (B2B search) need the advanced plan or higher.',
  },
  {
    allows: isStartOrMore,
    engaged: (before, after) =>
      (['desktop', 'mobile'] as const).some((device) =>
        switchedOn(layoutOf(before)[device].showcase, layoutOf(after)[device].showcase),
      ),
    message: 'The showcase needs the start plan or higher.',
  },
  {
    allows: isStartOrMore,
    engaged: (before, after) =>
      switchedOn(layoutOf(before).icebreaker.isActive, layoutOf(after).icebreaker.isActive),
    message: 'The icebreaker needs the start plan or higher.',
  },
];

/**
 * Why a save is refused on this plan, or null when it is allowed. Only a save that turns a gated
 * setting on (or changes one that is on) is refused: a setting left as it was never blocks a save
 * of something else, so a shop whose plan went down can still be edited, and turning one off is
 * always allowed.
 * @example lockedBy(before, withShowcaseOn, 'little') // 'The showcase needs the start plan or higher.'
 */
export function lockedBy(
  before: ShopConfiguration,
  after: ShopConfiguration,
  plan: PlanKey,
): string | null {
  const gate = GATES.find(
    (candidate) => !candidate.allows(plan) && candidate.engaged(before, after),
  );
  return gate?.message ?? null;
}
