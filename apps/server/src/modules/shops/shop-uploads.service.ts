import type { FacetLabelsUpload, SeoUpload, StatusResponse } from '@trova/contracts';
import { z } from 'zod';
import type { Caller } from '../auth/caller';
import { ownedShop, ownedShopByKey } from './shop-access';
import type { ShopsRepository } from './shops.repository';

const storedLabels = z.record(z.string(), z.string()).catch({});

/** The SEO translations and facet labels a shop owner uploads as CSV files (document 001 §7). */
export class ShopUploadsService {
  constructor(private readonly shops: ShopsRepository) {}

  /** `POST shops/{id}/seo`: replaces the shop's translations (filter → value → translation). */
  async uploadSeo(
    caller: Caller | undefined,
    shopId: string,
    upload: SeoUpload,
  ): Promise<StatusResponse> {
    const shop = await ownedShop(this.shops, caller, shopId);
    await this.shops.setUploads(shop.customer_id, shop.id, {
      seo_translations: JSON.stringify(upload.seo),
    });
    return { status: 'OK' };
  }

  /** `DELETE shops/{id}/seo`. */
  async deleteSeo(caller: Caller | undefined, shopId: string): Promise<StatusResponse> {
    const shop = await ownedShop(this.shops, caller, shopId);
    await this.shops.setUploads(shop.customer_id, shop.id, { seo_translations: null });
    return { status: 'OK' };
  }

  /**
   * `GET shops/{shopKey}/facets`: the uploaded labels, `{}` when none.
   * @example (await uploads.facetLabels(caller, shopKey)).facets // { color: 'Colour' }
   */
  async facetLabels(caller: Caller | undefined, shopKey: string): Promise<FacetLabelsUpload> {
    const shop = await ownedShopByKey(this.shops, caller, shopKey);
    const stored: unknown = shop.facet_labels === null ? {} : JSON.parse(shop.facet_labels);
    return { facets: storedLabels.parse(stored) };
  }

  /** `POST shops/{id}/facets`: replaces the labels with those of the uploaded CSV. */
  async uploadFacetLabels(
    caller: Caller | undefined,
    shopId: string,
    upload: FacetLabelsUpload,
  ): Promise<StatusResponse> {
    const shop = await ownedShop(this.shops, caller, shopId);
    await this.shops.setUploads(shop.customer_id, shop.id, {
      facet_labels: JSON.stringify(upload.facets),
    });
    return { status: 'OK' };
  }

  /** `DELETE shops/{id}/facets`. */
  async deleteFacetLabels(caller: Caller | undefined, shopId: string): Promise<StatusResponse> {
    const shop = await ownedShop(this.shops, caller, shopId);
    await this.shops.setUploads(shop.customer_id, shop.id, { facet_labels: null });
    return { status: 'OK' };
  }
}
