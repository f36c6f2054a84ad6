import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  BarcodeField,
  DesktopLayoutFields,
  DeviceListingFields,
} from './components/device-settings';
import { ShowcaseSettings } from './components/showcase-settings';
import { LayoutSection, LayoutTab } from './layout-tab';

/** The desktop tab (docs/product/layout-design.md#desktop-tab). */
export function LayoutDesktopPage() {
  const { t } = useTranslation();
  return (
    <LayoutTab title={t('sections.layoutDesign.desktop')}>
      {({ shop, layout }) => (
        <Stack>
          <LayoutSection title={t('layoutDesign.device.layoutTitle')}>
            <DesktopLayoutFields desktop={layout.desktop} />
          </LayoutSection>
          <LayoutSection title={t('layoutDesign.device.searchTitle')}>
            <DeviceListingFields device="desktop" settings={layout.desktop} />
          </LayoutSection>
          <LayoutSection title={t('layoutDesign.showcase.title')}>
            <ShowcaseSettings device="desktop" settings={layout.desktop} shopId={shop.id} />
          </LayoutSection>
        </Stack>
      )}
    </LayoutTab>
  );
}

/** The mobile tab: like desktop without layout and logo, plus the barcode scanner. */
export function LayoutMobilePage() {
  const { t } = useTranslation();
  return (
    <LayoutTab title={t('sections.layoutDesign.mobile')}>
      {({ shop, layout }) => (
        <Stack>
          <LayoutSection title={t('layoutDesign.device.searchTitle')}>
            <DeviceListingFields device="mobile" settings={layout.mobile} />
            <BarcodeField mobile={layout.mobile} />
          </LayoutSection>
          <LayoutSection title={t('layoutDesign.showcase.title')}>
            <ShowcaseSettings device="mobile" settings={layout.mobile} shopId={shop.id} />
          </LayoutSection>
        </Stack>
      )}
    </LayoutTab>
  );
}
