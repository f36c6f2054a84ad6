import { Button, Group, Stack, Text } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import type { Shop, VmProduct } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { useUrlDialog } from '../../../lib/url/use-url-dialog';
import { ProductPanel } from '../product-panel/product-panel';
import { SelectedProducts } from '../product-panel/selected-products';
import { VM_OPTION_PARAM, vmEditorActions } from '../urls';

export interface ManualProductsProps {
  products: readonly VmProduct[];
  shop: Pick<Shop, 'key' | 'setup' | 'layout'>;
  onChange: (products: VmProduct[]) => void;
}

/**
 * A manual recommender's products (docs/product/visual-machine.md#recommendations), chosen in the
 * product side panel (`?action=choose-products&option=0`) and shown in the order they are
 * dragged into. Without any, "almost" says what is missing: such a rule would show nothing.
 * @example <ManualProducts products={draft.products} shop={shop} onChange={set} />
 */
export function ManualProducts({ products, shop, onChange }: ManualProductsProps) {
  const { t } = useTranslation();
  const panel = useUrlDialog(vmEditorActions.products);
  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant="light"
          leftSection={<IconShoppingBag size={16} />}
          onClick={() => panel.open({ [VM_OPTION_PARAM]: 0 })}
        >
          {t('vmRecommendations.manual.choose')}
        </Button>
      </Group>
      {products.length === 0 ? (
        <Text size="sm" c="orange.8" role="status">
          {t('vmRecommendations.manual.almost')}
        </Text>
      ) : (
        <SelectedProducts products={products} orderable onChange={onChange} />
      )}
      <ProductPanel
        opened={panel.opened}
        onClose={panel.close}
        title={t('vmRecommendations.manual.panelTitle')}
        shop={shop}
        mode={{ kind: 'products', selected: products, orderable: true, onChange }}
      />
    </Stack>
  );
}
