import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCode, IconLayoutGrid, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

function Row({ icon, title, body }: { icon: ReactNode; title: string; body: string }) {
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap" component="li">
      <ThemeIcon variant="light" size="lg" aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={2}>
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          {body}
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * The list's explanation (docs/product/visual-machine.md#recommendations): what a recommendation
 * is, and its three places, the layer's showcase and no-results page, and external pages.
 * @example <RecommendationsIntro />
 */
export function RecommendationsIntro() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="recommendations-intro">
      <Title order={3} size="h5" id="recommendations-intro">
        {t('vmRecommendations.intro.title')}
      </Title>
      <Text size="sm" mt={4} mb="sm">
        {t('vmRecommendations.intro.body')}
      </Text>
      <SimpleGrid
        cols={{ base: 1, md: 3 }}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        <Row
          icon={<IconLayoutGrid size={18} />}
          title={t('vmRecommendations.intro.showcase')}
          body={t('vmRecommendations.intro.showcaseBody')}
        />
        <Row
          icon={<IconSearchOff size={18} />}
          title={t('vmRecommendations.intro.noResults')}
          body={t('vmRecommendations.intro.noResultsBody')}
        />
        <Row
          icon={<IconCode size={18} />}
          title={t('vmRecommendations.intro.external')}
          body={t('vmRecommendations.intro.externalBody')}
        />
      </SimpleGrid>
    </Paper>
  );
}
