import { NativeSelect, NumberInput, Stack, Switch } from '@mantine/core';
import {
  LAYER_LAYOUTS,
  MIN_CHARS_INPUT_MIN,
  MIN_CHARS_MAX,
  PAGING_CODES,
  PAGING_MODES,
  PER_PAGE_CODES,
  PRODUCTS_PER_PAGE,
  TYPING_MODES,
  canChooseTyping,
  isValidMinChars,
  layerLayoutOf,
  pagingModeOf,
  productsPerPageOf,
  typingModeOf,
  withDesktopLayout,
  withTyping,
  type DesktopLayout,
  type LayerLayout,
  type MobileLayout,
  type PagingMode,
  type TypingMode,
} from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { CommittedTextInput } from '../../setup/components/committed-text-input';
import { editDevice, editLayout, type Device } from '../layout-edits';
import { BarcodeCodeWarning } from './barcode-code-warning';

/** Layout and logo: desktop only (docs/product/layout-design.md#desktop-tab). */
export function DesktopLayoutFields({ desktop }: { desktop: DesktopLayout }) {
  const { t } = useTranslation();
  const layout = layerLayoutOf(desktop.layout);
  return (
    <>
      <NativeSelect
        label={t('layoutDesign.device.layout')}
        description={t('layoutDesign.device.layoutHelp')}
        value={layout}
        data={LAYER_LAYOUTS.map((item) => ({
          value: item,
          label: t(`layoutDesign.layouts.${item}`),
        }))}
        onChange={(event) => {
          const next = event.currentTarget.value as LayerLayout;
          editLayout((current) => ({
            ...current,
            desktop: withDesktopLayout(current.desktop, next),
          }));
        }}
      />
      {layout === 'full-screen' ? (
        <CommittedTextInput
          key={desktop.logoUrl}
          label={t('layoutDesign.device.logoUrl')}
          description={t('layoutDesign.device.logoHelp')}
          type="url"
          value={desktop.logoUrl}
          onCommit={(logoUrl) =>
            editLayout((current) => ({ ...current, desktop: { ...current.desktop, logoUrl } }))
          }
        />
      ) : null}
    </>
  );
}

/** Typing, minimum characters, paging and products per page, shared by desktop and mobile. */
export function DeviceListingFields({
  device,
  settings,
}: {
  device: Device;
  settings: DesktopLayout | MobileLayout;
}) {
  const { t } = useTranslation();
  const layout = 'layout' in settings ? layerLayoutOf(settings.layout) : null;
  const typingFree = canChooseTyping(layout);
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('layoutDesign.device.typing')}
        description={
          typingFree ? t('layoutDesign.device.typingHelp') : t('layoutDesign.device.typingForced')
        }
        value={typingModeOf(settings.typing)}
        disabled={!typingFree}
        data={TYPING_MODES.map((mode) => ({
          value: mode,
          label: t(`layoutDesign.typing.${mode}`),
        }))}
        onChange={(event) => {
          const typing = event.currentTarget.value as TypingMode;
          editDevice(device, (current) => withTyping(current, typing));
        }}
      />
      <NumberInput
        label={t('layoutDesign.device.minChars')}
        description={t('layoutDesign.device.minCharsHelp')}
        min={MIN_CHARS_INPUT_MIN}
        max={MIN_CHARS_MAX}
        clampBehavior="strict"
        allowDecimal={false}
        value={settings.minChars}
        onChange={(value) => {
          if (typeof value !== 'number' || value === settings.minChars) return;
          if (value < MIN_CHARS_INPUT_MIN || !isValidMinChars(value)) return;
          editDevice(device, (current) => ({ ...current, minChars: value }));
        }}
      />
      <NativeSelect
        label={t('layoutDesign.device.paging')}
        value={pagingModeOf(settings.paging)}
        data={PAGING_MODES.map((mode) => ({
          value: mode,
          label: t(`layoutDesign.paging.${mode}`),
        }))}
        onChange={(event) => {
          const paging = PAGING_CODES[event.currentTarget.value as PagingMode];
          editDevice(device, (current) => ({ ...current, paging }));
        }}
      />
      <NativeSelect
        label={t('layoutDesign.device.perPage')}
        value={String(productsPerPageOf(settings.perPage))}
        data={PRODUCTS_PER_PAGE.map((count) => String(count))}
        onChange={(event) => {
          const count = Number(event.currentTarget.value) as (typeof PRODUCTS_PER_PAGE)[number];
          const perPage = PER_PAGE_CODES[count];
          editDevice(device, (current) => ({ ...current, perPage }));
        }}
      />
    </Stack>
  );
}

/** The barcode scanner toggle of the mobile first screen, warning when scans cannot match. */
export function BarcodeField({ mobile }: { mobile: MobileLayout }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Switch
        label={t('layoutDesign.device.barcode')}
        // The description sits inside the label element; the name is the label alone.
        aria-label={t('layoutDesign.device.barcode')}
        description={t('layoutDesign.device.barcodeHelp')}
        checked={mobile.barcode}
        onChange={(event) => {
          const barcode = event.currentTarget.checked;
          editLayout((current) => ({ ...current, mobile: { ...current.mobile, barcode } }));
        }}
      />
      <BarcodeCodeWarning />
    </Stack>
  );
}
