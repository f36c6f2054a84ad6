import { Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfigurationState } from '../configuration/configuration-store';
import { useConfigurationSync } from '../configuration/use-configuration-sync';
import { ConfigurationErrorBanner } from '../configuration-history/configuration-error-banner';
import { SectionHeader } from '../../lib/ui/section-layout';
import { SynonymSection } from './synonym-section';
import { WeightSliders } from './weight-sliders';
import { WordListSection } from './word-list-section';

/**
 * Fine tuning (docs/product/fine-tuning.md#screen): weights, excluded IPs, stop words and synonyms.
 */
export function FineTuningPage() {
  const { t } = useTranslation();
  const { shop, loading } = useConfigurationSync();
  const { draft, shopId } = useConfigurationState();
  const ready = shop !== undefined && draft !== null && shopId === shop.id;

  let content;
  if (ready) {
    content = (
      <Stack>
        <WeightSliders setup={draft.setup} fineTuning={draft.fineTuning} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <WordListSection kind="ips" fineTuning={draft.fineTuning} />
          <WordListSection kind="stopwords" fineTuning={draft.fineTuning} />
        </SimpleGrid>
        <SynonymSection fineTuning={draft.fineTuning} />
      </Stack>
    );
  } else if (loading || shop) {
    content = (
      <Stack align="center" role="status" py="xl">
        <Loader aria-hidden />
        <Text>{t('fineTuning.loading')}</Text>
      </Stack>
    );
  } else {
    content = <Text>{t('fineTuning.noShop')}</Text>;
  }

  return (
    <Stack>
      <SectionHeader title={t('sections.fineTuning.title')} />
      {shop ? <ConfigurationErrorBanner shop={shop} /> : null}
      {content}
    </Stack>
  );
}
