import { Checkbox, Group, Stack, Text } from '@mantine/core';
import type { VmProduct } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format/number-format';
import { LoadMore } from '../../analytics/load-more';
import { ProductImage } from './product-image';

export interface ProductResultsProps {
  products: readonly VmProduct[];
  chosenIds: ReadonlySet<string>;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onToggle: (product: VmProduct) => void;
}

/**
 * The panel's products, 10 more each time the end scrolls into view (or its button is pressed);
 * each is chosen or left with its checkbox.
 */
export function ProductResults(props: ProductResultsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {props.products.map((product) => (
          <Group key={product.id} component="li" gap="xs" wrap="nowrap">
            <Checkbox
              checked={props.chosenIds.has(product.id)}
              onChange={() => props.onToggle(product)}
              aria-label={t('vm.picker.choose', { title: product.title })}
            />
            <ProductImage src={product.image} alt="" size={40} />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" truncate>
                {product.title}
              </Text>
              <Text size="xs" c="dimmed">
                {product.id} · {formatPrice(product.price)}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
      <LoadMore hasMore={props.hasMore} loading={props.loadingMore} onLoadMore={props.onLoadMore} />
    </Stack>
  );
}
