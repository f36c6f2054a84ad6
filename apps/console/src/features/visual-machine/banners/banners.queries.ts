import { useMutation } from '@tanstack/react-query';
import {
  bannerName,
  copyOf,
  type BannerAction,
  type BannerCampaign,
  type SavedBannerCampaign,
  type Shop,
} from '@trova/contracts';
import { useSaveConfigurationMutation } from '../../save-bar/save-bar.queries';
import { requestBannerId } from '../vm-lists.queries';

async function named(shopId: string, campaignName: string, banner: BannerAction) {
  return { ...banner, name: bannerName(campaignName, await requestBannerId(shopId)) };
}

/**
 * Gives each banner without a name its id: the campaign name, `_` and a uuid from
 * `GET shops/{id}/VM/banner-id?tier=1`. Names already given stay, so a banner keeps its id when the
 * campaign is renamed (docs/adr/0012-visual-machine.md).
 * @example await withBannerNames('shop-1', campaign) // every banner named 'Sale_<uuid>'
 */
export async function withBannerNames(
  shopId: string,
  campaign: BannerCampaign,
): Promise<BannerCampaign> {
  const actions = await Promise.all(
    campaign.actions.map((banner) =>
      banner.name === '' ? named(shopId, campaign.name, banner) : Promise.resolve(banner),
    ),
  );
  return { ...campaign, actions };
}

/**
 * A copy of a banner campaign: no id, ' - copy' appended, and a fresh id for every banner, so the
 * copy's banners are never mistaken for the original's.
 */
export async function copyBannerCampaign(
  shopId: string,
  campaign: SavedBannerCampaign,
): Promise<BannerCampaign> {
  const copy = copyOf(campaign);
  const actions = await Promise.all(
    copy.actions.map(({ id: _id, ...banner }) => named(shopId, copy.name, banner)),
  );
  return { ...copy, actions };
}

/**
 * "Use dynamic blocks" (docs/product/visual-machine.md#banners): turning it on first switches every
 * banner off (`switchAllOff`, the whole-list save), then saves the layout's `dynamicBanner` flag
 * with `PUT shops/{id}/conf`. The stored layout is sent whole with only the flag changed; the
 * answered shop list becomes the configuration's baseline, as after any save.
 */
export function useDynamicBlocks(
  shop: Pick<Shop, 'id' | 'layout'>,
  switchAllOff: () => Promise<unknown>,
) {
  const { mutateAsync: saveConfiguration } = useSaveConfigurationMutation();
  return useMutation({
    mutationFn: async (on: boolean) => {
      if (on) await switchAllOff();
      await saveConfiguration({
        shopId: shop.id,
        body: { layout: { ...(shop.layout ?? {}), dynamicBanner: on } },
      });
    },
  });
}
