import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { Layout, Setup, Shop } from '@trova/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TabHeading } from '../../lib/ui/section-layout';
import { useConfigurationState } from '../configuration/configuration-store';
import { useConfigurationSync } from '../configuration/use-configuration-sync';
import { ConfigurationErrorBanner } from '../configuration-history/configuration-error-banner';

export interface LayoutTabContext {
  shop: Shop;
  layout: Layout;
  setup: Setup;
}

/**
 * A layout tab over the configuration draft: a loader until the current shop's draft is there, a
 * notice without a shop, the tab's settings once ready.
 */
export function LayoutTab({
  title,
  children,
}: {
  title: string;
  children: (context: LayoutTabContext) => ReactNode;
}) {
  const { t } = useTranslation();
  const { shop, loading } = useConfigurationSync();
  const { draft, shopId } = useConfigurationState();
  const ready = shop !== undefined && draft !== null && shopId === shop.id;

  let content: ReactNode;
  if (ready) {
    content = children({ shop, layout: draft.layout, setup: draft.setup });
  } else if (loading || shop) {
    content = (
      <Stack align="center" role="status" py="xl">
        <Loader aria-hidden />
        <Text>{t('layoutDesign.loading')}</Text>
      </Stack>
    );
  } else {
    content = <Text>{t('layoutDesign.noShop')}</Text>;
  }
  return (
    <Stack>
      <TabHeading>{title}</TabHeading>
      {shop ? <ConfigurationErrorBanner shop={shop} /> : null}
      {content}
    </Stack>
  );
}

/** One titled block of a layout tab, named by its title for assistive technology. */
export function LayoutSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={3} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
