import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CommittedTextInput } from '../setup/components/committed-text-input';
import { useShopAttributes } from '../setup/setup.queries';
import { CategoryLevelSetting } from './components/category-level-setting';
import { DynamicFacetsSetting } from './components/dynamic-facets-setting';
import { FacetSettings } from './components/facet-settings';
import { IcebreakerSetting } from './components/icebreaker-setting';
import { PrimaryColorSetting } from './components/primary-color-setting';
import { SortSettings } from './components/sort-settings';
import { VoiceSearchSetting } from './components/voice-search-setting';
import { setLayout } from './layout-edits';
import { LayoutSection, LayoutTab, type LayoutTabContext } from './layout-tab';

function GeneralSettings({ shop, layout, setup }: LayoutTabContext) {
  const { t } = useTranslation();
  const attributes = useShopAttributes(shop.id);
  return (
    <Stack>
      <LayoutSection title={t('layoutDesign.general.colourTitle')}>
        <PrimaryColorSetting key={layout.primaryColor} value={layout.primaryColor} />
      </LayoutSection>
      <LayoutSection title={t('layoutDesign.facets.title')}>
        <FacetSettings saved={layout.facets} setup={setup} />
      </LayoutSection>
      <LayoutSection title={t('layoutDesign.dynamic.title')}>
        <DynamicFacetsSetting
          dynamicFacets={layout.dynamicFacets}
          enabledInSetup={setup.config.dynamicFacets.isActive}
          shopId={shop.id}
          shopKey={shop.key}
        />
      </LayoutSection>
      <LayoutSection title={t('layoutDesign.sort.title')}>
        <SortSettings sort={layout.sort} fields={attributes.data ?? []} />
      </LayoutSection>
      <LayoutSection title={t('layoutDesign.general.placeholderTitle')}>
        <CommittedTextInput
          key={layout.placeholder}
          label={t('layoutDesign.general.placeholder')}
          description={t('layoutDesign.general.placeholderHelp')}
          type="url"
          value={layout.placeholder}
          onCommit={(placeholder) => setLayout('placeholder', placeholder)}
        />
      </LayoutSection>
      <LayoutSection title={t('layoutDesign.icebreaker.title')}>
        <IcebreakerSetting icebreaker={layout.icebreaker} />
      </LayoutSection>
      <LayoutSection title={t('layoutDesign.voice.title')}>
        <VoiceSearchSetting language={layout.language} />
      </LayoutSection>
      <LayoutSection title={t('layoutDesign.zeroOrNull.title')}>
        <Switch
          label={t('layoutDesign.zeroOrNull.active')}
          checked={layout.isZeroOrNull}
          onChange={(event) => setLayout('isZeroOrNull', event.currentTarget.checked)}
        />
        <CommittedTextInput
          key={layout.zeroOrNull}
          label={t('layoutDesign.zeroOrNull.text')}
          description={t('layoutDesign.zeroOrNull.help')}
          disabled={!layout.isZeroOrNull}
          value={layout.zeroOrNull}
          onCommit={(text) => setLayout('zeroOrNull', text)}
        />
      </LayoutSection>
      <LayoutSection title={t('layoutDesign.categoryLevel.title')}>
        <CategoryLevelSetting categoryLevel={layout.categoryLevel} />
      </LayoutSection>
    </Stack>
  );
}

/** The general tab (docs/product/layout-design.md#general-tab). */
export function LayoutGeneralPage() {
  const { t } = useTranslation();
  return (
    <LayoutTab title={t('sections.layoutDesign.general')}>
      {(context) => <GeneralSettings {...context} />}
    </LayoutTab>
  );
}
