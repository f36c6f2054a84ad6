import {
  visualMachineApi,
  type BannerCampaign,
  type Campaign,
  type Recommendation,
} from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { VmListsService } from './vm-lists.service';
import type { VmSettingsService } from './vm-settings.service';

export interface VisualMachineServices {
  campaigns: VmListsService<Campaign>;
  bannerCampaigns: VmListsService<BannerCampaign>;
  recommendations: VmListsService<Recommendation>;
  vmSettings: VmSettingsService;
}

/** The Visual Machine's lists and settings (docs/product/visual-machine.md#calls). */
export function visualMachineRoutes(register: RegisterCall, services: VisualMachineServices): void {
  const { campaigns, bannerCampaigns, recommendations, vmSettings } = services;
  const api = visualMachineApi;

  register(api.campaigns, ({ caller, params }) => campaigns.list(caller, params.id));
  register(api.createCampaign, ({ caller, params, body }) =>
    campaigns.create(caller, params.id, body),
  );
  register(api.saveCampaignOrder, ({ caller, params, body }) =>
    campaigns.saveOrder(caller, params.id, body),
  );
  register(api.updateCampaign, ({ caller, params, body }) =>
    campaigns.update(caller, params.id, params.itemId, body),
  );
  register(api.deleteCampaign, ({ caller, params }) =>
    campaigns.remove(caller, params.id, params.itemId),
  );

  register(api.bannerCampaigns, ({ caller, params }) => bannerCampaigns.list(caller, params.id));
  register(api.createBannerCampaign, ({ caller, params, body }) =>
    bannerCampaigns.create(caller, params.id, body),
  );
  register(api.saveBannerCampaignOrder, ({ caller, params, body }) =>
    bannerCampaigns.saveOrder(caller, params.id, body.campaigns),
  );
  register(api.updateBannerCampaign, ({ caller, params, body }) =>
    bannerCampaigns.update(caller, params.id, params.itemId, body),
  );
  register(api.deleteBannerCampaign, ({ caller, params }) =>
    bannerCampaigns.remove(caller, params.id, params.itemId),
  );
  register(api.bannerId, ({ caller, params }) => vmSettings.bannerId(caller, params.id));

  register(api.recommendations, ({ caller, params }) => recommendations.list(caller, params.id));
  register(api.createRecommendation, ({ caller, params, body }) =>
    recommendations.create(caller, params.id, body),
  );
  register(api.saveRecommendationOrder, ({ caller, params, body }) =>
    recommendations.saveOrder(caller, params.id, body.rules),
  );
  register(api.updateRecommendation, ({ caller, params, body }) =>
    recommendations.update(caller, params.id, params.itemId, body),
  );
  register(api.deleteRecommendation, ({ caller, params }) =>
    recommendations.remove(caller, params.id, params.itemId),
  );
  register(api.historyInterval, ({ caller, params }) =>
    vmSettings.historyInterval(caller, params.id),
  );
  register(api.setHistoryInterval, ({ caller, params, body }) =>
    vmSettings.setHistoryInterval(caller, params.id, body),
  );
}
