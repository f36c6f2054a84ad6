import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import {
  CAMPAIGN_ACTION_TYPES,
  type CampaignAction,
  type CampaignActionType,
} from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { ActionsSection, type RuleActionsProps } from '../editor/actions-section';
import { SelectedProducts } from '../product-panel/selected-products';
import { vmEditorActions } from '../urls';
import {
  addAction,
  canAddAction,
  removeAction,
  setActionProducts,
  setActionType,
} from './campaign-edits';

/** Accordion value of the actions section. */
export const ACTIONS_SECTION = 'actions';

/**
 * A campaign's actions (docs/product/visual-machine.md#campaigns): pin, boost, bury or remove,
 * each with its products chosen in the side panel (`?action=choose-products&option=N`, N from 0).
 * Up to 4; those after the first can be removed. A pin's products keep the order they are dragged
 * into.
 */
export function CampaignActionsSection({
  actions,
  shop,
  onChange,
}: RuleActionsProps<CampaignAction>) {
  const { t } = useTranslation();
  const typeLabel = (type: CampaignActionType) => t(`vm.actions.types.${type}`);
  return (
    <ActionsSection
      value={ACTIONS_SECTION}
      title={t('vm.actions.title')}
      actions={actions}
      actionLabel={(number) => t('vm.actions.number', { number })}
      removeLabel={(number) => t('vm.actions.remove', { number })}
      onRemove={(index) => onChange(removeAction(actions, index))}
      removeMargin={4}
      addLabel={t('vm.actions.add')}
      canAdd={canAddAction(actions)}
      onAdd={() => onChange(addAction(actions))}
      shop={shop}
      panel={{
        dialog: vmEditorActions.products,
        title: (action) => t('vm.actions.panelTitle', { type: typeLabel(action.type) }),
        mode: (action, index) => ({
          kind: 'products',
          selected: action.products,
          orderable: action.type === 'pin',
          onChange: (products) => onChange(setActionProducts(actions, index, products)),
        }),
      }}
      renderAction={(action, index, row) => (
        <Stack gap="xs">
          <Group align="flex-end">
            <NativeSelect
              label={t('vm.actions.type')}
              value={action.type}
              onChange={(event) =>
                onChange(
                  setActionType(actions, index, event.currentTarget.value as CampaignActionType),
                )
              }
              data={CAMPAIGN_ACTION_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
            />
            <Button
              variant="light"
              leftSection={<IconShoppingBag size={16} />}
              onClick={row.openPanel}
            >
              {t('vm.actions.chooseProducts')}
            </Button>
            {row.remove}
          </Group>
          <SelectedProducts
            products={action.products}
            orderable={action.type === 'pin'}
            onChange={(products) => onChange(setActionProducts(actions, index, products))}
          />
        </Stack>
      )}
    />
  );
}
