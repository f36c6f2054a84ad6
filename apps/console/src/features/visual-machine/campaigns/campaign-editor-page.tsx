import { RuleEditorPage } from '../editor/rule-editor';
import { CAMPAIGN_RULE, CampaignEditor } from './campaign-editor';

/**
 * `/visualMachine/campaigns/new` and `/visualMachine/campaigns/{id}`: the campaign editor of the
 * current shop (docs/product/visual-machine.md#editors).
 */
export function CampaignEditorPage() {
  return <RuleEditorPage rule={CAMPAIGN_RULE} Editor={CampaignEditor} />;
}
