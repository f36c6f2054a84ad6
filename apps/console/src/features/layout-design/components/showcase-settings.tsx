import { Alert, Badge, Button, Group, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import {
  BANNER_SUGGESTED_SIZE,
  LAST_SEARCHES_RESET_OPTIONS,
  missingShowcaseBannerFields,
  SHOWCASE_BANNER_FIELDS,
  showcaseCategoriesMax,
  showcaseLock,
  withShowcaseItems,
  type DesktopLayout,
  type MobileLayout,
} from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { useUrlDialog } from '../../../lib/url/use-url-dialog';
import { CommittedTextInput } from '../../setup/components/committed-text-input';
import { editDevice, type Device } from '../layout-edits';
import { StartPlanNotice, usePlanFeature } from '../plan-gate';
import { layoutDesignActions } from '../urls';
import { showcaseBlockName } from './showcase-block-name';
import { ShowcaseCategoriesModal } from './showcase-categories-modal';
import { ShowcaseItemsModal } from './showcase-items-modal';

/**
 * The showcase, the layer's first screen (docs/product/layout-design.md#showcase): locked below the
 * start plan, for input typing and, on desktop, for the windowed layout; the lock says why.
 */
export function ShowcaseSettings(props: {
  device: Device;
  settings: DesktopLayout | MobileLayout;
  shopId: string;
}) {
  const { t } = useTranslation();
  const { device, settings } = props;
  const gate = usePlanFeature('showcase');
  const lock = showcaseLock(settings, gate.planKey);
  const items = useUrlDialog(layoutDesignActions.showcaseItems);
  const main = useUrlDialog(layoutDesignActions.mainCategories);
  const recommendation = useUrlDialog(layoutDesignActions.recommendationCategories);
  const open = settings.showcase && lock === null;
  const blocks = settings.showcaseItems;
  const missing = missingShowcaseBannerFields(settings);

  return (
    <Stack gap="sm">
      {lock === 'plan' && gate.known ? <StartPlanNotice /> : null}
      {lock === 'layout' || lock === 'typing' ? (
        <Alert color="gray">{t(`layoutDesign.showcase.locked.${lock}`)}</Alert>
      ) : null}
      <Switch
        label={t('layoutDesign.showcase.active')}
        // The description sits inside the label element; the name is the label alone.
        aria-label={t('layoutDesign.showcase.active')}
        description={t('layoutDesign.showcase.help')}
        checked={open}
        disabled={lock !== null}
        onChange={(event) => {
          const showcase = event.currentTarget.checked;
          editDevice(device, (current) => ({ ...current, showcase }));
        }}
      />
      {open ? (
        <>
          <Group gap="xs">
            <Text size="sm">{t('layoutDesign.showcase.blocks')}</Text>
            {blocks.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('layoutDesign.showcase.noBlocks')}
              </Text>
            ) : (
              blocks.map((block) => <Badge key={block}>{showcaseBlockName(t, block)}</Badge>)
            )}
            <Button variant="light" size="xs" onClick={() => items.open()}>
              {t('layoutDesign.showcase.editBlocks')}
            </Button>
          </Group>
          {settings.showcaseBanner ? (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {t('layoutDesign.showcase.bannerSize', BANNER_SUGGESTED_SIZE)}
              </Text>
              {SHOWCASE_BANNER_FIELDS.map((field) => (
                <CommittedTextInput
                  key={`${field}-${settings[field]}`}
                  label={t(`layoutDesign.showcase.banner.${field}`)}
                  withAsterisk
                  value={settings[field]}
                  error={missing.includes(field) ? t('layoutDesign.showcase.required') : null}
                  onCommit={(value) =>
                    editDevice(device, (current) => ({ ...current, [field]: value }))
                  }
                />
              ))}
            </Stack>
          ) : null}
          {settings.showcaseLastSearches ? (
            <NativeSelect
              label={t('layoutDesign.showcase.lastSearches')}
              value={settings.showcaseLastSearchesOption}
              data={LAST_SEARCHES_RESET_OPTIONS.map((option) => ({
                value: option,
                label: t(`layoutDesign.showcase.retention.${option}`),
              }))}
              onChange={(event) => {
                const option = event.currentTarget
                  .value as (typeof LAST_SEARCHES_RESET_OPTIONS)[number];
                editDevice(device, (current) => ({
                  ...current,
                  showcaseLastSearchesOption: option,
                }));
              }}
            />
          ) : null}
          {settings.showcaseRecommendationsCategories ? (
            <Button variant="light" onClick={() => recommendation.open()}>
              {t('layoutDesign.showcase.editRecommendation', {
                chosen: settings.recommendationCategoriesItems.length,
                max: showcaseCategoriesMax('recommendation'),
              })}
            </Button>
          ) : null}
          {settings.showcaseMainCategories ? (
            <Button variant="light" onClick={() => main.open()}>
              {t('layoutDesign.showcase.editMain', {
                chosen: settings.showcaseMainCategoriesItems.length,
                max: showcaseCategoriesMax('main'),
              })}
            </Button>
          ) : null}
        </>
      ) : null}
      <ShowcaseItemsModal
        opened={open && items.opened}
        onClose={items.close}
        items={blocks}
        onChange={(next) => editDevice(device, (current) => withShowcaseItems(current, next))}
      />
      <ShowcaseCategoriesModal
        list="main"
        opened={open && main.opened}
        onClose={main.close}
        shopId={props.shopId}
        items={settings.showcaseMainCategoriesItems}
        onChange={(next) =>
          editDevice(device, (current) => ({ ...current, showcaseMainCategoriesItems: next }))
        }
      />
      <ShowcaseCategoriesModal
        list="recommendation"
        opened={open && recommendation.opened}
        onClose={recommendation.close}
        shopId={props.shopId}
        items={settings.recommendationCategoriesItems}
        onChange={(next) =>
          editDevice(device, (current) => ({ ...current, recommendationCategoriesItems: next }))
        }
      />
    </Stack>
  );
}
