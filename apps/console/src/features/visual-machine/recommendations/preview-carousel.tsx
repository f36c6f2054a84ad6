import { Alert, Group, Loader, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import type { VmProduct } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format/number-format';
import { ProductImage } from '../product-panel/product-image';
import { vmErrorText } from '../vm-errors';

/**
 * Products as the layer's carousel shows them: a row of cards, scrolled sideways.
 * @example <PreviewCarousel products={products} />
 */
export function PreviewCarousel({ products }: { products: readonly VmProduct[] }) {
  const { t } = useTranslation();
  if (products.length === 0) return <Text c="dimmed">{t('vmRecommendations.preview.none')}</Text>;
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Group
        component="ol"
        gap="sm"
        wrap="nowrap"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('vmRecommendations.preview.products')}
      >
        {products.map((product) => (
          <Paper key={product.id} component="li" withBorder p="xs" w={150} miw={150}>
            <Stack gap={4} align="center">
              <ProductImage src={product.image} alt="" size={96} />
              <Text size="xs" lineClamp={2} ta="center">
                {product.title}
              </Text>
              <Text size="xs" fw={600}>
                {formatPrice(product.price)}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Group>
    </ScrollArea>
  );
}

/**
 * A preview that loads: a spinner, what went wrong, or the carousel.
 * @example <LoadedCarousel loading={q.isPending} error={q.error} products={q.data} />
 */
export function LoadedCarousel(props: {
  loading: boolean;
  error: unknown;
  products: readonly VmProduct[] | undefined;
}) {
  const { t } = useTranslation();
  if (props.error) {
    return (
      <Alert color="red" title={t('vmRecommendations.preview.failed')}>
        {vmErrorText(t, props.error).message}
      </Alert>
    );
  }
  if (props.loading || !props.products) {
    return <Loader size="sm" aria-label={t('vmRecommendations.preview.loading')} />;
  }
  return <PreviewCarousel products={props.products} />;
}
