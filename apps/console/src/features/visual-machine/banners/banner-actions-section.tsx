import {
  Accordion,
  ActionIcon,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconLayoutGrid, IconPlus, IconX } from '@tabler/icons-react';
import { BANNER_TYPES, type BannerAction, type BannerType, type Shop } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { useUrlDialog } from '../../../lib/url/use-url-dialog';
import { ProductPanel } from '../product-panel/product-panel';
import { VM_OPTION_PARAM, vmEditorActions } from '../urls';
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

export interface BannerActionsSectionProps {
  banners: readonly BannerAction[];
  shop: Pick<Shop, 'key' | 'setup' | 'layout'>;
  onChange: (banners: BannerAction[]) => void;
}

/**
 * A banner campaign's banners (docs/product/visual-machine.md#banners): type card or listing,
 * desktop and mobile image URLs, target URL and the banner's id (given on save). A card banner's
 * position is chosen in the side panel's 20-slot grid (`?action=choose-position&option=N`).
 */
export function BannerActionsSection({ banners, shop, onChange }: BannerActionsSectionProps) {
  const { t } = useTranslation();
  const panel = useUrlDialog(vmEditorActions.slot);
  const chosen = Number(panel.param(VM_OPTION_PARAM));
  const panelBanner = Number.isInteger(chosen) ? banners[chosen] : undefined;

  return (
    <Accordion.Item value={BANNERS_SECTION}>
      <Accordion.Control>{t('vm.bannerActions.title')}</Accordion.Control>
      <Accordion.Panel>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('vm.bannerActions.sizeHelp')}
          </Text>
          {banners.map((banner, index) => {
            const field = (name: 'url' | 'imageUrl' | 'mobileImageUrl', label: string) => (
              <TextInput
                label={label}
                type="url"
                required={name !== 'url'}
                value={banner[name]}
                onChange={(event) =>
                  onChange(setBannerField(banners, index, name, event.currentTarget.value))
                }
              />
            );
            return (
              <Paper
                key={index}
                withBorder
                p="sm"
                role="group"
                aria-label={t('vm.bannerActions.number', { number: index + 1 })}
              >
                <Stack gap="xs">
                  <Group justify="space-between">
                    <SegmentedControl
                      aria-label={t('vm.bannerActions.type')}
                      value={banner.type}
                      onChange={(type) =>
                        onChange(setBannerType(banners, index, type as BannerType))
                      }
                      data={BANNER_TYPES.map((type) => ({
                        value: type,
                        label: t(`vm.bannerActions.types.${type}`),
                      }))}
                    />
                    {index > 0 ? (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => onChange(removeBanner(banners, index))}
                        aria-label={t('vm.bannerActions.remove', { number: index + 1 })}
                      >
                        <IconX size={16} aria-hidden />
                      </ActionIcon>
                    ) : null}
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
                        onClick={() => panel.open({ [VM_OPTION_PARAM]: index })}
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
              </Paper>
            );
          })}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => onChange(addBanner(banners))}
            >
              {t('vm.bannerActions.add')}
            </Button>
          </Group>
        </Stack>
        {panelBanner && panelBanner.type === 'bannerCard' ? (
          <ProductPanel
            opened={panel.opened}
            onClose={panel.close}
            title={t('vm.bannerActions.panelTitle', { number: chosen + 1 })}
            shop={shop}
            mode={{
              kind: 'slot',
              position: panelBanner.position,
              otherPositions: otherCardPositions(banners, chosen),
              bannerImage: panelBanner.imageUrl,
              onChange: (position) => onChange(setBannerPosition(banners, chosen, position)),
            }}
          />
        ) : null}
      </Accordion.Panel>
    </Accordion.Item>
  );
}
