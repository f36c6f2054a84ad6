import { useEffect, useState } from 'react';
import {
  campaignWarnings,
  defaultCampaign,
  type Campaign,
  type SavedCampaign,
} from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast/toast';
import { RuleEditor, type RuleDefinition, type RuleEditorInput } from '../editor/rule-editor';
import { campaignsPath } from '../urls';
import { campaignCalls } from '../vm-lists.queries';
import { CampaignActionsSection } from './campaign-actions-section';
import { hasUnavailableProduct } from './campaign-rules';

export const CAMPAIGN_RULE: RuleDefinition<Campaign, SavedCampaign> = {
  kind: 'campaign',
  calls: campaignCalls,
  listPath: campaignsPath,
  warningsOf: campaignWarnings,
  ActionsSection: CampaignActionsSection,
  fresh: defaultCampaign,
};

/**
 * The campaign editor (docs/product/visual-machine.md#editors, #campaigns): info, scheduling,
 * triggers separated by OR, and actions, one section open at a time. Create/update stays disabled
 * while `campaignWarnings` holds; the warnings of touched sections show next to it.
 */
export function CampaignEditor(props: RuleEditorInput<Campaign>) {
  const { t } = useTranslation();
  const stored = props.id !== undefined;

  // Products that left the catalogue block the save; say so once, on opening.
  const [opening] = useState(props.initial);
  useEffect(() => {
    if (stored && hasUnavailableProduct(opening)) {
      showToast({ kind: 'danger', message: t('vm.campaigns.unavailableToast') });
    }
  }, [stored, opening, t]);

  return <RuleEditor rule={CAMPAIGN_RULE} {...props} />;
}
