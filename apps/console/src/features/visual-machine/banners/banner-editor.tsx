import { useState } from 'react';
import { Accordion } from '@mantine/core';
import { bannerCampaignWarnings, type BannerCampaign, type Shop } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { INFO_SECTION } from '../editor/info-section';
import { RuleHeaderSections, ruleEditorTexts } from '../editor/rule-header-sections';
import { useVmDraft } from '../editor/use-vm-draft';
import { useVmEditorActions } from '../editor/use-vm-editor-actions';
import { VmEditorFrame } from '../editor/vm-editor-frame';
import { shownWarnings } from '../editor/vm-warnings';
import { vmWarningText } from '../editor/warning-text';
import { useShopSearchStats } from '../product-panel/product-picker.queries';
import { bannersPath } from '../urls';
import { bannerCalls } from '../vm-lists.queries';
import { BannerActionsSection } from './banner-actions-section';
import { withBannerNames } from './banners.queries';

export interface BannerEditorProps {
  shop: Pick<Shop, 'id' | 'key' | 'setup' | 'layout'>;
  /** The stored campaign's id; undefined for a new one. */
  id: string | undefined;
  initial: BannerCampaign;
}

/**
 * The banner campaign editor (docs/product/visual-machine.md#banners): banner info, scheduling,
 * triggers separated by OR, and one or more banners, one section open at a time. Create/update is
 * disabled while `bannerCampaignWarnings` holds; banners get their ids on save.
 */
export function BannerEditor({ shop, id, initial }: BannerEditorProps) {
  const { t } = useTranslation();
  const stored = id !== undefined;
  const { draft, edit, touched, dirty, release } = useVmDraft(initial, 'banner', stored);
  const [opened, setOpened] = useState<string | null>(INFO_SECTION);
  const stats = useShopSearchStats(shop.id, shop.key, true).data;
  const actions = useVmEditorActions({
    calls: bannerCalls,
    shopId: shop.id,
    id,
    listPath: bannersPath,
    release,
    prepare: (campaign) => withBannerNames(shop.id, campaign),
  });
  const warnings = bannerCampaignWarnings(draft);
  const shown = shownWarnings(warnings, touched, actions.refusedWarnings(draft));

  return (
    <VmEditorFrame
      texts={ruleEditorTexts(t, 'banners', draft.name, stored)}
      isNew={!stored}
      dirty={dirty}
      saveBlocked={warnings.length > 0}
      saving={actions.saving}
      deleting={actions.deleting}
      warnings={shown.map((warning) => vmWarningText(t, warning, 'banner'))}
      onSave={() => actions.save(draft)}
      onDelete={actions.remove}
      onLeave={actions.leave}
    >
      <Accordion value={opened} onChange={setOpened} variant="separated">
        <RuleHeaderSections
          draft={draft}
          edit={edit}
          infoTitle={t('vm.banners.info')}
          setupFacets={shop.setup?.facets ?? []}
          stats={stats}
          onOpen={setOpened}
        />
        <BannerActionsSection
          banners={draft.actions}
          shop={shop}
          onChange={(banners) => edit('actions', (campaign) => ({ ...campaign, actions: banners }))}
        />
      </Accordion>
    </VmEditorFrame>
  );
}
