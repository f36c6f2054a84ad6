import { Alert, Loader, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfigurationState } from '../configuration/configuration-store';
import { ConfigurationErrorBanner } from '../configuration-history/configuration-error-banner';
import { TabHeading } from '../../lib/ui/section-layout';
import { AllowedOriginsSetting } from './components/allowed-origins-setting';
import { DeleteShop } from './components/delete-shop';
import { Ga4Setting } from './components/ga4-setting';
import { GeneralSettings } from './components/general-settings';
import { LanguageSetting } from './components/language-setting';
import { SeoSettings } from './components/seo-settings';
import { WebhookSetting } from './components/webhook-setting';
import { useShopAttributes } from './setup.queries';
import { useConfigurationSync } from '../configuration/use-configuration-sync';

function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack>
        <Title order={3} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Advanced settings (docs/product/search-setup.md#settings-tab). */
export function SetupSettingsPage() {
  const { t } = useTranslation();
  const { shop, loading } = useConfigurationSync();
  const { draft, shopId } = useConfigurationState();
  const attributes = useShopAttributes(shop?.id ?? null);

  if (!shop) {
    return (
      <Stack>
        <TabHeading>{t('sections.setup.settings')}</TabHeading>
        {loading ? (
          <Loader aria-label={t('setup.common.loading')} />
        ) : (
          <Alert color="yellow">{t('setup.common.noShop')}</Alert>
        )}
      </Stack>
    );
  }
  if (!draft || shopId !== shop.id) return <Loader aria-label={t('setup.common.loading')} />;
  const { setup } = draft;

  return (
    <Stack>
      <TabHeading>{t('sections.setup.settings')}</TabHeading>
      <ConfigurationErrorBanner shop={shop} />
      <SettingsSection title={t('setup.settings.languageTitle')}>
        <LanguageSetting key={shop.id} shop={shop} />
      </SettingsSection>
      <SettingsSection title={t('setup.settings.searchTitle')}>
        <GeneralSettings setup={setup} attributes={attributes.data ?? []} />
      </SettingsSection>
      <SettingsSection title={t('setup.settings.webhookTitle')}>
        <WebhookSetting webhook={setup.config.webhook} />
      </SettingsSection>
      <SettingsSection title={t('setup.seo.title')}>
        <SeoSettings setup={setup} shopId={shop.id} />
      </SettingsSection>
      <SettingsSection title={t('setup.settings.ga4Title')}>
        <Ga4Setting ga4={setup.config.GA4} />
      </SettingsSection>
      <SettingsSection title={t('setup.allowedOrigins.title')}>
        <AllowedOriginsSetting origins={setup.config.allowedOrigins ?? []} />
      </SettingsSection>
      <DeleteShop shop={shop} />
    </Stack>
  );
}
