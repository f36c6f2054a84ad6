import {
  BANNER_TIER_PARAM,
  defaultBannerCampaign,
  defaultCampaign,
  defaultRecommendation,
  emptyListingBanner,
  emptyTrigger,
} from '@trova/contracts';
import { createActiveAccount, strongPassword, uniqueEmail } from './accounts';
import type { SavedItems } from './console-routes';
import { createLayerShop } from './layer-shop';
import { api, bearer, logInApi, type OwnerSession } from './shop-api';

/** A shop that never had a visitor, with one saved item of each Visual Machine kind. */
export interface ShopWithoutTraffic {
  owner: OwnerSession;
  items: SavedItems;
}

/**
 * An active account whose completed shop has a catalogue (layer-shop.ts) and no traffic at all,
 * with a pinning campaign, a listing and a card banner, and a recommendation saved.
 */
export async function createShopWithoutTraffic(
  baseUrl: string,
  dataDir: string,
): Promise<ShopWithoutTraffic> {
  const shop = await createLayerShop(baseUrl, dataDir, 'https://shop.example', {
    email: uniqueEmail('audit-empty'),
    password: strongPassword(),
  });
  const post = (path: string, body: object) =>
    api<{ id: string }>(baseUrl, `shops/${shop.id}/${path}`, {
      method: 'POST',
      headers: bearer(shop.owner),
      body: JSON.stringify(body),
    });
  const trigger = { ...emptyTrigger(), queries: [{ type: 'queryContains', value: 'shoe' }] };
  const shoe = { id: 'S-01', title: 'Running shoe', image: '', price: 89, url: '', isAlive: true };
  const image = 'https://shop.example/banner.svg';
  const [campaign, banner, recommendation] = await Promise.all([
    post('visual-machine', {
      ...defaultCampaign(),
      name: 'Shoe days',
      conditions: [trigger],
      actions: [{ type: 'pin', products: [shoe] }],
    }),
    post(`VM?tier=${BANNER_TIER_PARAM}`, {
      ...defaultBannerCampaign(),
      name: 'Shoe banner',
      conditions: [trigger],
      actions: [
        { ...emptyListingBanner(), imageUrl: image, mobileImageUrl: image },
        {
          ...emptyListingBanner(),
          type: 'bannerCard',
          position: 3,
          imageUrl: image,
          mobileImageUrl: image,
        },
      ],
    }),
    post('recommendations', { ...defaultRecommendation(shop.id), name: 'Favourites' }),
  ]);
  return {
    owner: shop.owner,
    items: { campaign: campaign.id, banner: banner.id, recommendation: recommendation.id },
  };
}

/** An active account that has not started the wizard. */
export async function createAccountWithoutShop(
  baseUrl: string,
  dataDir: string,
): Promise<OwnerSession> {
  const email = uniqueEmail('audit-noshop');
  const password = strongPassword();
  await createActiveAccount(baseUrl, dataDir, email, password);
  return logInApi(baseUrl, email, password);
}
