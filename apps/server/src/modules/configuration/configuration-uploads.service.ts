import type { FacetLabelsUpload, SeoUpload, StatusResponse } from '@trova/contracts';
import type { Caller } from '../../kernel/caller';
import type { ShopsRepository } from '../shops/index';
import type { ShopConfiguration } from './configuration-document';
import type { ConfigurationService } from './configuration.service';
import { ownedShop, ownedShopByKey } from '../../kernel/shop-access';

/**
 * The SEO translations and facet labels a shop owner uploads as CSV files
 * (docs/product/search-setup.md). They are configuration sections: each upload or removal is a
 * revision, and a rollback restores them with the rest.
 */
export class ConfigurationUploadsService {
  constructor(
    private readonly shops: Pick<ShopsRepository, 'findOwned' | 'findOwnedByKey'>,
    private readonly configuration: Pick<ConfigurationService, 'read' | 'save'>,
  ) {}

  /** `POST shops/{id}/seo`: replaces the shop's translations (filter → value → translation). */
  uploadSeo(
    caller: Caller | undefined,
    shopId: string,
    upload: SeoUpload,
  ): Promise<StatusResponse> {
    return this.change(caller, shopId, (c) => ({ ...c, seo: upload.seo }));
  }

  /** `DELETE shops/{id}/seo`. */
  deleteSeo(caller: Caller | undefined, shopId: string): Promise<StatusResponse> {
    return this.change(caller, shopId, (c) => ({ ...c, seo: null }));
  }

  /**
   * `GET shops/{shopKey}/facets`: the uploaded labels, `{}` when none.
   * @example (await uploads.facetLabels(caller, shopKey)).facets // { color: 'Colour' }
   */
  async facetLabels(caller: Caller | undefined, shopKey: string): Promise<FacetLabelsUpload> {
    const shop = await ownedShopByKey(this.shops, caller, shopKey);
    const { configuration } = await this.configuration.read(shop.id);
    return { facets: configuration.facetLabels ?? {} };
  }

  /** `POST shops/{id}/facets`: replaces the labels with those of the uploaded CSV. */
  uploadFacetLabels(
    caller: Caller | undefined,
    shopId: string,
    upload: FacetLabelsUpload,
  ): Promise<StatusResponse> {
    return this.change(caller, shopId, (c) => ({ ...c, facetLabels: upload.facets }));
  }

  /** `DELETE shops/{id}/facets`. */
  deleteFacetLabels(caller: Caller | undefined, shopId: string): Promise<StatusResponse> {
    return this.change(caller, shopId, (c) => ({ ...c, facetLabels: null }));
  }

  private async change(
    caller: Caller | undefined,
    shopId: string,
    edit: (configuration: ShopConfiguration) => ShopConfiguration,
  ): Promise<StatusResponse> {
    const shop = await ownedShop(this.shops, caller, shopId);
    await this.configuration.save(shop, { origin: 'upload', userId: caller?.userId ?? null }, edit);
    return { status: 'OK' };
  }
}
