import {
  BANNER_GRID_SLOTS,
  compileTriggers,
  isLiveAt,
  prepareSearch,
  type BannerAction,
  type BannerCampaign,
  type Campaign,
  type PreparedSearch,
  type SearchBanner,
  type SearchFacts,
} from '@trova/contracts';
import type { Merchandising, MerchandisingEntry } from '@trova/engine';

/** An item with its triggers folded once, at load. */
interface CompiledItem<Item> {
  item: Item;
  matches: (search: PreparedSearch) => boolean;
}

/** What search applies of one shop's Visual Machine, in list order, triggers compiled. */
export interface VmSearchRules {
  campaigns: readonly CompiledItem<Campaign>[];
  bannerCampaigns: readonly CompiledItem<BannerCampaign>[];
}

/** A shop whose campaigns and banners do not apply (none, or a plan below standard). */
export const NO_VM_RULES: VmSearchRules = { campaigns: [], bannerCampaigns: [] };

function compiled<Item extends { isActive: boolean; conditions: Campaign['conditions'] }>(
  items: readonly Item[],
): CompiledItem<Item>[] {
  // Switched-off items never apply, whatever the time: not worth a check per search.
  return items
    .filter((item) => item.isActive)
    .map((item) => ({ item, matches: compileTriggers(item.conditions) }));
}

/**
 * A shop's lists as search applies them. With the layout's dynamic blocks on, banner campaigns do
 * not apply (docs/product/visual-machine.md#banners).
 * @example compileVmRules(campaigns, bannerCampaigns, { dynamicBanner: false })
 */
export function compileVmRules(
  campaigns: readonly Campaign[],
  bannerCampaigns: readonly BannerCampaign[],
  options: { dynamicBanner: boolean },
): VmSearchRules {
  return {
    campaigns: compiled(campaigns),
    bannerCampaigns: options.dynamicBanner ? [] : compiled(bannerCampaigns),
  };
}

/** What the Visual Machine does to one search. */
export interface VmSearchEffect {
  /** Absent when no campaign moves anything, so the engine keeps its fastest path. */
  merchandising?: Merchandising;
  /** Absent when no banner campaign matches. */
  banners?: SearchBanner[];
}

/**
 * The matching campaigns combined in list order: the first campaign that names a product decides
 * what happens to it, and the first that pins at a slot takes that slot; what a later campaign
 * says about a taken product or slot is left out (docs/adr/0012-visual-machine.md).
 */
function merchandisingOf(campaigns: readonly Campaign[]): Merchandising | undefined {
  const taken = new Set<string>();
  const slots = new Set<number>();
  const pins: { id: string; position: number; label: string }[] = [];
  const boost: MerchandisingEntry[] = [];
  const bury: MerchandisingEntry[] = [];
  const remove: string[] = [];
  for (const campaign of campaigns) {
    const label = campaign.name;
    for (const action of campaign.actions) {
      action.products.forEach((product, position) => {
        const { id } = product;
        if (taken.has(id) || (action.type === 'pin' && slots.has(position))) return;
        taken.add(id);
        if (action.type === 'pin') {
          slots.add(position);
          pins.push({ id, position, label });
        } else if (action.type === 'remove') remove.push(id);
        else (action.type === 'boost' ? boost : bury).push({ id, label });
      });
    }
  }
  if (taken.size === 0) return undefined;
  return { pins, boost, bury, remove };
}

/** The answer's shape of a banner; one the contract cannot carry (a card past slot 20) is left out. */
function searchBanner(banner: BannerAction): SearchBanner[] {
  const listing = banner.type === 'bannerListing';
  const position = listing ? 0 : banner.position;
  if (!listing && (position < 1 || position > BANNER_GRID_SLOTS)) return [];
  const { type, url, imageUrl, mobileImageUrl } = banner;
  const id = banner.name !== '' ? banner.name : (banner.id ?? '');
  return [{ id, type, position, url, imageUrl, mobileImageUrl }];
}

/**
 * What the shop's live, matching Visual Machine items do to a search at `nowSeconds`: the
 * campaigns' pins, boosts, buries and removals, and the banners of the first matching banner
 * campaign. A shopper who sorts by a field gets that order: only removals apply then.
 * @example vmSearchEffect(rules, { q: 'sofa', filters: [] }, { sorted: false, nowSeconds })
 */
export function vmSearchEffect(
  rules: VmSearchRules,
  search: SearchFacts,
  options: { sorted: boolean; nowSeconds: number },
): VmSearchEffect {
  if (rules.campaigns.length === 0 && rules.bannerCampaigns.length === 0) return {};
  const prepared = prepareSearch(search);
  const applies = ({ item, matches }: CompiledItem<Campaign | BannerCampaign>): boolean =>
    isLiveAt(item, options.nowSeconds) && matches(prepared);
  const effect: VmSearchEffect = {};
  const merchandising = merchandisingOf(
    rules.campaigns.filter(applies).map((campaign) => campaign.item),
  );
  if (merchandising && !options.sorted) effect.merchandising = merchandising;
  else if (merchandising?.remove?.length) {
    effect.merchandising = { remove: merchandising.remove, applyWhenSorted: true };
  }
  const banners = rules.bannerCampaigns.find(applies)?.item.actions.flatMap(searchBanner);
  if (banners !== undefined) effect.banners = banners.sort((a, b) => a.position - b.position);
  return effect;
}
