import {
  bannerCampaignWarnings,
  defaultBannerCampaign,
  type BannerCampaign,
  type SavedBannerCampaign,
} from '@trova/contracts';
import { RuleEditor, type RuleDefinition, type RuleEditorInput } from '../editor/rule-editor';
import { bannersPath } from '../urls';
import { bannerCalls } from '../vm-lists.queries';
import { BannerActionsSection } from './banner-actions-section';
import { withBannerNames } from './banners.queries';

/** Banner campaigns: their banners get their ids (names) just before each save. */
export const BANNER_RULE: RuleDefinition<BannerCampaign, SavedBannerCampaign> = {
  kind: 'banner',
  calls: bannerCalls,
  listPath: bannersPath,
  warningsOf: bannerCampaignWarnings,
  prepare: withBannerNames,
  ActionsSection: BannerActionsSection,
  fresh: defaultBannerCampaign,
};

/**
 * The banner campaign editor (docs/product/visual-machine.md#banners): banner info, scheduling,
 * triggers separated by OR, and one or more banners, one section open at a time. Create/update is
 * disabled while `bannerCampaignWarnings` holds; banners get their ids on save.
 */
export function BannerEditor(props: RuleEditorInput<BannerCampaign>) {
  return <RuleEditor rule={BANNER_RULE} {...props} />;
}
