import { useEffect, useState } from 'react';
import { Alert, Divider, Drawer, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { BANNER_GRID_SLOTS, withLayoutDefaults, type Shop, type VmProduct } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { sortLabel } from '../../../lib/format/sort-label';
import { vmErrorText } from '../vm-errors';
import { BannerSlotGrid } from './banner-slot-grid';
import { PickerControls } from './picker-controls';
import {
  EMPTY_PICKER_SEARCH,
  facetValues,
  pickerCurrency,
  sortChoices,
  toggleProduct,
  toVmProduct,
  type PickerSearch,
} from './product-picker';
import { usePickerProducts } from './product-picker.queries';
import { ProductResults } from './product-results';
import { SelectedProducts } from './selected-products';

/** How long typing pauses before the panel searches. */
const SEARCH_DEBOUNCE_MS = 300;

/** Choosing products (campaign and recommendation actions) or a card banner's slot. */
export type ProductPanelMode =
  | {
      kind: 'products';
      selected: readonly VmProduct[];
      /** A pin keeps the chosen order, so its products drag. */
      orderable: boolean;
      onChange: (products: VmProduct[]) => void;
    }
  | {
      kind: 'slot';
      position: number;
      otherPositions: readonly number[];
      bannerImage: string;
      onChange: (position: number) => void;
    };

export interface ProductPanelProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  shop: Pick<Shop, 'key' | 'setup' | 'layout'>;
  mode: ProductPanelMode;
}

/**
 * The product side panel (docs/product/visual-machine.md#product-picker), shared by every Visual
 * Machine editor: a search box, a facet filter and the layout's sorts over the shop's catalogue,
 * 10 products a page as the list scrolls; then the chosen products (orderable for a pin), or for a
 * card banner the 20-slot grid of the first result page.
 * @example <ProductPanel opened={panel.opened} onClose={panel.close} title="Pin" shop={shop} mode={{ kind: 'products', … }} />
 */
export function ProductPanel({ opened, onClose, title, shop, mode }: ProductPanelProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [search, setSearch] = useState<PickerSearch>(EMPTY_PICKER_SEARCH);
  const products = usePickerProducts(shop.key, { ...search, q }, pickerCurrency(shop), opened);
  const pages = products.data?.pages ?? [];
  const found = pages.flatMap((page) => page.results.map(toVmProduct));
  const facets = (shop.setup?.facets ?? []).filter((facet) => facet !== 'price');
  const sorts = sortChoices(withLayoutDefaults(shop.layout ?? {}).sort.values).map((choice) => ({
    ...choice,
    label: sortLabel(t, choice.label),
  }));
  const wantsGrid = mode.kind === 'slot';
  const { hasNextPage, isFetching, fetchNextPage } = products;

  // The grid shows a whole first page of 20 slots: keep loading until it is full or ends.
  useEffect(() => {
    if (wantsGrid && opened && hasNextPage && !isFetching && found.length < BANNER_GRID_SLOTS) {
      void fetchNextPage();
    }
  }, [wantsGrid, opened, hasNextPage, isFetching, found.length, fetchNextPage]);

  let results;
  if (products.isPending) {
    results = <Loader size="sm" aria-label={t('vm.picker.loading')} />;
  } else if (products.isError) {
    results = (
      <Alert color="red" title={t('vm.picker.failed')}>
        {vmErrorText(t, products.error).message}
      </Alert>
    );
  } else if (found.length === 0) {
    results = <Text c="dimmed">{t('vm.picker.noProducts')}</Text>;
  } else if (mode.kind === 'slot') {
    results = (
      <BannerSlotGrid
        position={mode.position}
        otherPositions={mode.otherPositions}
        bannerImage={mode.bannerImage}
        products={found}
        onChoose={mode.onChange}
      />
    );
  } else {
    results = (
      <ProductResults
        products={found}
        chosenIds={new Set(mode.selected.map((product) => product.id))}
        hasMore={hasNextPage}
        loadingMore={products.isFetchingNextPage}
        onLoadMore={() => void fetchNextPage()}
        onToggle={(product) => mode.onChange(toggleProduct(mode.selected, product))}
      />
    );
  }

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title={title}>
      <Stack>
        <PickerControls
          text={text}
          onText={setText}
          search={search}
          onSearch={setSearch}
          facets={facets}
          values={search.filter ? facetValues(pages[0]?.stats, search.filter.facet) : []}
          sorts={sorts}
        />
        {mode.kind === 'slot' ? (
          <Text size="sm" c="dimmed">
            {t('vm.slots.help')}
          </Text>
        ) : null}
        {results}
        {mode.kind === 'products' ? (
          <>
            <Divider />
            <Title order={4}>{t('vm.picker.chosenTitle', { count: mode.selected.length })}</Title>
            <SelectedProducts
              products={mode.selected}
              orderable={mode.orderable}
              onChange={mode.onChange}
            />
          </>
        ) : null}
      </Stack>
    </Drawer>
  );
}
