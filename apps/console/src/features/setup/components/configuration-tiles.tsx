import { Alert, Loader, SimpleGrid, Text } from '@mantine/core';
import type { Setup } from '@trova/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editConfiguration, useConfigurationState } from '../../configuration/configuration-store';
import { useAttributeTypes, useSearchTypes, useShopAttributes } from '../setup.queries';
import { weightsForQueryFields, type QueryFields } from '../setup.rules';
import { ConfigurationTile, NameBadges } from './configuration-tile';
import { FacetsModal } from './facets-modal';
import { QueryModal } from './query-modal';
import { ResultsModal } from './results-modal';
import { SelectorModal } from './selector-modal';
import { SetupProposalCard } from './setup-proposal';
import { attributeTypeLabel } from '../attribute-type-label';

type TileKey = 'query' | 'results' | 'facets' | 'selector';

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Confirming a modal without changes must not count as an unsaved edit. */
function editSetup(current: Setup, edit: (setup: Setup) => Setup): void {
  if (!same(edit(current), current)) editConfiguration('setup', edit);
}

function confirmQuery(query: QueryFields, setup: Setup, weights: Record<string, number>): void {
  editSetup(setup, (current) => ({ ...current, query }));
  const nextWeights = weightsForQueryFields(weights, Object.keys(query));
  if (nextWeights !== weights) {
    editConfiguration('fineTuning', (current) => ({ ...current, weights: nextWeights }));
  }
}

interface ConfigurationTilesProps {
  shopId: string;
  /** Offers the starting setup proposed from the shop's fields while nothing is chosen (wizard). */
  propose?: boolean;
}

/**
 * The query, results, facets and selector tiles with their modals
 * (docs/product/search-setup.md#search-tab), shared by the setup search tab and the wizard's
 * settings step. Every confirm edits the draft of the current shop, which the caller has loaded
 * with `loadConfiguration`.
 */
export function ConfigurationTiles({ shopId, propose = false }: ConfigurationTilesProps) {
  const { t } = useTranslation();
  const { draft, shopId: draftShopId } = useConfigurationState();
  const attributes = useShopAttributes(shopId);
  const attributeTypes = useAttributeTypes();
  const searchTypes = useSearchTypes();
  const [open, setOpen] = useState<TileKey | null>(null);
  const close = () => setOpen(null);

  if (attributes.isError || attributeTypes.isError || searchTypes.isError) {
    return <Alert color="red">{t('setup.common.loadError')}</Alert>;
  }
  if (
    !draft ||
    draftShopId !== shopId ||
    !attributes.data ||
    !attributeTypes.data ||
    !searchTypes.data
  ) {
    return <Loader aria-label={t('setup.common.loading')} />;
  }
  const { setup } = draft;
  const names = attributes.data;
  const typeLabel = (value: string | number) => {
    const type = attributeTypes.data.find((entry) => String(entry.id) === String(value));
    return type ? attributeTypeLabel(t, type) : '?';
  };
  const resultNames = Object.entries(setup.results).map(
    ([name, field]) => `${name}: ${typeLabel(field.value)}`,
  );
  const { selector, dynamicFacets } = setup.config;
  const facetNames = [
    ...setup.facets,
    ...(dynamicFacets.isActive
      ? dynamicFacets.selectedList.map((name) => t('setup.facets.dynamicBadge', { field: name }))
      : []),
  ];

  return (
    <>
      {propose ? (
        <SetupProposalCard attributes={names} setup={setup} weights={draft.fineTuning.weights} />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ConfigurationTile
          title={t('setup.query.tile')}
          description={t('setup.query.description')}
          summary={
            Object.keys(setup.query).length > 0 ? (
              <NameBadges names={Object.keys(setup.query)} />
            ) : null
          }
          emptyLabel={t('setup.common.notConfigured')}
          editLabel={t('setup.query.edit')}
          onEdit={() => setOpen('query')}
        />
        <ConfigurationTile
          title={t('setup.results.tile')}
          description={t('setup.results.description')}
          summary={resultNames.length > 0 ? <NameBadges names={resultNames} /> : null}
          emptyLabel={t('setup.common.notConfigured')}
          editLabel={t('setup.results.edit')}
          onEdit={() => setOpen('results')}
        />
        <ConfigurationTile
          title={t('setup.facets.tile')}
          description={t('setup.facets.description')}
          summary={facetNames.length > 0 ? <NameBadges names={facetNames} /> : null}
          emptyLabel={t('setup.common.notConfigured')}
          editLabel={t('setup.facets.edit')}
          onEdit={() => setOpen('facets')}
        />
        <ConfigurationTile
          title={t('setup.selector.tile')}
          description={t('setup.selector.description')}
          summary={
            selector.selectorId ? (
              <Text size="sm" ff="monospace">
                {[selector.selectorId, selector.desktop, selector.mobile]
                  .filter((value) => value !== '')
                  .join(' · ')}
              </Text>
            ) : null
          }
          emptyLabel={t('setup.common.notConfigured')}
          editLabel={t('setup.selector.edit')}
          onEdit={() => setOpen('selector')}
        />
      </SimpleGrid>
      <QueryModal
        opened={open === 'query'}
        onClose={close}
        attributes={names}
        searchTypes={searchTypes.data}
        query={setup.query}
        onConfirm={(query) => {
          confirmQuery(query, setup, draft.fineTuning.weights);
          close();
        }}
      />
      <ResultsModal
        opened={open === 'results'}
        onClose={close}
        attributes={names}
        attributeTypes={attributeTypes.data}
        results={setup.results}
        onConfirm={(results) => {
          editSetup(setup, (current) => ({ ...current, results }));
          close();
        }}
      />
      <FacetsModal
        opened={open === 'facets'}
        onClose={close}
        attributes={names}
        setup={setup}
        onConfirm={(next) => {
          editSetup(setup, (current) => ({ ...current, ...next }));
          close();
        }}
      />
      <SelectorModal
        opened={open === 'selector'}
        onClose={close}
        selector={selector}
        onConfirm={(next) => {
          editSetup(setup, (current) => ({
            ...current,
            config: { ...current.config, selector: next },
          }));
          close();
        }}
      />
    </>
  );
}
