import { useEffect, useState } from 'react';
import { Accordion } from '@mantine/core';
import { campaignWarnings, type Campaign, type Shop } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast/toast';
import { INFO_SECTION } from '../editor/info-section';
import { RuleHeaderSections, ruleEditorTexts } from '../editor/rule-header-sections';
import { useVmDraft } from '../editor/use-vm-draft';
import { useVmEditorActions } from '../editor/use-vm-editor-actions';
import { VmEditorFrame } from '../editor/vm-editor-frame';
import { shownWarnings } from '../editor/vm-warnings';
import { vmWarningText } from '../editor/warning-text';
import { useShopSearchStats } from '../product-panel/product-picker.queries';
import { campaignsPath } from '../urls';
import { campaignCalls } from '../vm-lists.queries';
import { CampaignActionsSection } from './campaign-actions-section';
import { hasUnavailableProduct } from './campaign-rules';

export interface CampaignEditorProps {
  shop: Pick<Shop, 'id' | 'key' | 'setup' | 'layout'>;
  /** The stored campaign's id; undefined for a new one. */
  id: string | undefined;
  initial: Campaign;
}

/**
 * The campaign editor (docs/product/visual-machine.md#editors, #campaigns): info, scheduling,
 * triggers separated by OR, and actions, one section open at a time. Create/update stays disabled
 * while `campaignWarnings` holds; the warnings of touched sections show next to it.
 */
export function CampaignEditor({ shop, id, initial }: CampaignEditorProps) {
  const { t } = useTranslation();
  const stored = id !== undefined;
  const { draft, edit, touched, dirty, release } = useVmDraft(initial, 'campaign', stored);
  const [opened, setOpened] = useState<string | null>(INFO_SECTION);
  const stats = useShopSearchStats(shop.id, shop.key, true).data;
  const actions = useVmEditorActions({
    calls: campaignCalls,
    shopId: shop.id,
    id,
    listPath: campaignsPath,
    release,
  });

  // Products that left the catalogue block the save; say so once, on opening.
  const [opening] = useState(initial);
  useEffect(() => {
    if (stored && hasUnavailableProduct(opening)) {
      showToast({ kind: 'danger', message: t('vm.campaigns.unavailableToast') });
    }
  }, [stored, opening, t]);

  const warnings = campaignWarnings(draft);
  const shown = shownWarnings(warnings, touched, actions.refusedWarnings(draft));
  const setupFacets = shop.setup?.facets ?? [];

  return (
    <VmEditorFrame
      texts={ruleEditorTexts(t, 'campaigns', draft.name, stored)}
      isNew={!stored}
      dirty={dirty}
      saveBlocked={warnings.length > 0}
      saving={actions.saving}
      deleting={actions.deleting}
      warnings={shown.map((warning) => vmWarningText(t, warning, 'campaign'))}
      onSave={() => actions.save(draft)}
      onDelete={actions.remove}
      onLeave={actions.leave}
    >
      <Accordion value={opened} onChange={setOpened} variant="separated">
        <RuleHeaderSections
          draft={draft}
          edit={edit}
          infoTitle={t('vm.campaigns.info')}
          setupFacets={setupFacets}
          stats={stats}
          onOpen={setOpened}
        />
        <CampaignActionsSection
          actions={draft.actions}
          shop={shop}
          onChange={(next) => edit('actions', (campaign) => ({ ...campaign, actions: next }))}
        />
      </Accordion>
    </VmEditorFrame>
  );
}
