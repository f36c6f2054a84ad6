import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import { BANNER_TYPES, type BannerAction, type BannerType } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { ActionsSection, type RuleActionsProps } from '../editor/actions-section';
import { vmEditorActions } from '../urls';
import {
  addBanner,
  otherCardPositions,
  removeBanner,
  setBannerField,
  setBannerPosition,
  setBannerType,
} from './banner-edits';

/** Accordion value of the banners section. */
export const BANNERS_SECTION = 'banners';

/**
 * A banner campaign's banners (docs/product/visual-machine.md#banners): type card or listing,
 * desktop and mobile image URLs, target URL and the banner's id (given on save). A card banner's
 * position is chosen in the side panel's 20-slot grid (`?action=choose-position&option=N`).
 */
export function BannerActionsSection({ actions, shop, onChange }: RuleActionsProps<BannerAction>) {
  const { t } = useTranslation();
  return (
    <ActionsSection
      value={BANNERS_SECTION}
      title={t('vm.bannerActions.title')}
      intro={
        <Text size="sm" c="dimmed">
          {t('vm.bannerActions.sizeHelp')}
        </Text>
      }
      actions={actions}
      actionLabel={(number) => t('vm.bannerActions.number', { number })}
      removeLabel={(number) => t('vm.bannerActions.remove', { number })}
      onRemove={(index) => onChange(removeBanner(actions, index))}
      addLabel={t('vm.bannerActions.add')}
      onAdd={() => onChange(addBanner(actions))}
      shop={shop}
      panel={{
        dialog: vmEditorActions.slot,
        title: (_banner, index) => t('vm.bannerActions.panelTitle', { number: index + 1 }),
        mode: (banner, index) =>
          banner.type === 'bannerCard'
            ? {
                kind: 'slot',
                position: banner.position,
                otherPositions: otherCardPositions(actions, index),
                bannerImage: banner.imageUrl,
                onChange: (position) => onChange(setBannerPosition(actions, index, position)),
              }
            : undefined,
      }}
      renderAction={(banner, index, row) => {
        const field = (name: 'url' | 'imageUrl' | 'mobileImageUrl', label: string) => (
          <TextInput
            label={label}
            type="url"
            required={name !== 'url'}
            value={banner[name]}
            onChange={(event) =>
              onChange(setBannerField(actions, index, name, event.currentTarget.value))
            }
          />
        );
        return (
          <Stack gap="xs">
            <Group justify="space-between">
              <SegmentedControl
                aria-label={t('vm.bannerActions.type')}
                value={banner.type}
                onChange={(type) => onChange(setBannerType(actions, index, type as BannerType))}
                data={BANNER_TYPES.map((type) => ({
                  value: type,
                  label: t(`vm.bannerActions.types.${type}`),
                }))}
              />
              {row.remove}
            </Group>
            {field('imageUrl', t('vm.bannerActions.desktopImage'))}
            {field('mobileImageUrl', t('vm.bannerActions.mobileImage'))}
            {field('url', t('vm.bannerActions.targetUrl'))}
            {banner.type === 'bannerCard' ? (
              <Group>
                <Text size="sm">
                  {t('vm.bannerActions.position', { position: banner.position })}
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconLayoutGrid size={14} />}
                  onClick={row.openPanel}
                >
                  {t('vm.bannerActions.choosePosition')}
                </Button>
              </Group>
            ) : null}
            <Text size="xs" c="dimmed">
              {banner.name === ''
                ? t('vm.bannerActions.idOnSave')
                : t('vm.bannerActions.id', { id: banner.name })}
            </Text>
          </Stack>
        );
      }}
    />
  );
}
