export { BannersPage } from './banners/banners-page';
export { CampaignsPage } from './campaigns/campaigns-page';
export { RecommendationsPage } from './recommendations/recommendations-page';
