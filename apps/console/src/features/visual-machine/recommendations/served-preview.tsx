import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { Shop } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { EMPTY_PICKER_SEARCH, pickerCurrency, toVmProduct } from '../product-panel/product-picker';
import { usePickerProducts } from '../product-panel/product-picker.queries';
import { servedProduct } from './recommendation-preview';
import { useServedPreview } from './recommendations.queries';
import { LoadedCarousel } from './preview-carousel';

export interface ServedPreviewProps {
  shop: Pick<Shop, 'id' | 'key' | 'setup'>;
  rule: { id: string; tag: string };
}

/**
 * A stored external similar or upselled recommendation on a product's page: the owner picks a
 * product, and the server answers what it serves there (the recommend call with the preview
 * token), so the preview is exactly what shoppers would get.
 * @example <ServedPreview shop={shop} rule={{ id: 'r1', tag: 'pdp' }} />
 */
export function ServedPreview({ shop, rule }: ServedPreviewProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text, 300);
  const [productId, setProductId] = useState<string | null>(null);
  const products = usePickerProducts(
    shop.key,
    { ...EMPTY_PICKER_SEARCH, q },
    pickerCurrency(shop),
    true,
  );
  const served = useServedPreview(shop, rule, productId);
  const found = (products.data?.pages[0]?.results ?? []).map(toVmProduct);
  return (
    <Stack>
      <TextInput
        label={t('vmRecommendations.preview.productSearch')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group gap="xs" role="group" aria-label={t('vmRecommendations.preview.product')}>
        {found.map((product) => (
          <Button
            key={product.id}
            size="xs"
            variant={product.id === productId ? 'filled' : 'default'}
            aria-pressed={product.id === productId}
            aria-label={t('vmRecommendations.preview.pick', { title: product.title })}
            onClick={() => setProductId(product.id)}
          >
            {product.title}
          </Button>
        ))}
      </Group>
      {productId === null ? null : served.data === null ? (
        <Alert color="gray">{t('vmRecommendations.preview.notServed')}</Alert>
      ) : (
        <LoadedCarousel
          loading={served.isPending}
          error={served.error}
          products={served.data?.products.map(servedProduct)}
        />
      )}
      {products.isError ? (
        <Text size="sm" c="red">
          {t('vm.picker.failed')}
        </Text>
      ) : null}
    </Stack>
  );
}
