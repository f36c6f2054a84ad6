import { ActionIcon, Checkbox, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { DEFAULT_SEO_SEARCH_WORD, type Setup } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { editSetupConfig } from '../setup-edits';
import { canMoveSeoItem, moveSeoItem, seoOrdering, type SeoItem } from '../seo.rules';
import { CommittedTextInput } from './committed-text-input';
import { SeoCsvUpload } from './seo-csv-upload';
import { SeoValues } from './seo-values';

/** SEO-friendly URLs: search word, which facets form the path and in what order, translations CSV. */
export function SeoSettings({
  setup,
  shopId,
}: {
  setup: Pick<Setup, 'facets' | 'config'>;
  shopId: string;
}) {
  const { t } = useTranslation();
  const seo = setup.config.seoSettings;
  const items = seoOrdering(seo.selectedList, setup.facets);
  const setItems = (selectedList: SeoItem[]) =>
    editSetupConfig('seoSettings', (current) => ({
      ...current,
      list: [...setup.facets],
      selectedList,
    }));

  return (
    <Stack gap="sm">
      <Switch
        label={t('setup.seo.active')}
        description={t('setup.seo.help')}
        checked={seo.isActive}
        onChange={(event) => {
          const isActive = event.currentTarget.checked;
          editSetupConfig('seoSettings', (current) => ({ ...current, isActive }));
        }}
      />
      {seo.isActive ? (
        <>
          <CommittedTextInput
            key={`word-${seo.searchWord}`}
            label={t('setup.seo.searchWord')}
            description={t('setup.seo.searchWordHelp')}
            value={seo.searchWord}
            onCommit={(word) =>
              editSetupConfig('seoSettings', (current) => ({
                ...current,
                searchWord: word === '' ? DEFAULT_SEO_SEARCH_WORD : word,
              }))
            }
          />
          <Text fw={500} size="sm">
            {t('setup.seo.order')}
          </Text>
          {items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('setup.seo.noFacets')}
            </Text>
          ) : (
            <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
              {items.map((item, index) => (
                <Paper key={item.name} component="li" withBorder px="sm" py={4}>
                  <Group justify="space-between">
                    <Checkbox
                      label={item.name}
                      aria-label={t('setup.seo.useFilter', { field: item.name })}
                      checked={item.active}
                      onChange={(event) => {
                        const active = event.currentTarget.checked;
                        setItems(
                          items.map((entry, at) => (at === index ? { ...entry, active } : entry)),
                        );
                      }}
                    />
                    <Group gap={4}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('setup.seo.moveUp', { field: item.name })}
                        disabled={!canMoveSeoItem(items, index, -1)}
                        onClick={() => setItems(moveSeoItem(items, index, -1))}
                      >
                        <IconArrowUp size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('setup.seo.moveDown', { field: item.name })}
                        disabled={!canMoveSeoItem(items, index, 1)}
                        onClick={() => setItems(moveSeoItem(items, index, 1))}
                      >
                        <IconArrowDown size={16} />
                      </ActionIcon>
                    </Group>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
          <SeoCsvUpload
            shopId={shopId}
            filename={seo.filename}
            onStored={(filename, csvData) =>
              editSetupConfig('seoSettings', (current) => ({ ...current, filename, csvData }))
            }
          />
          <SeoValues
            shopId={shopId}
            names={items.filter((item) => item.active).map((item) => item.name)}
          />
        </>
      ) : null}
    </Stack>
  );
}
