/** The editors' chunk: loaded when an editor opens, not with the lists. */
export { BannerEditorPage } from './banners/banner-editor-page';
export { CampaignEditorPage } from './campaigns/campaign-editor-page';
export { RecommendationEditorPage } from './recommendations/recommendation-editor-page';
