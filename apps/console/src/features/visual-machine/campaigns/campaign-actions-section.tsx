import { Accordion, ActionIcon, Button, Group, NativeSelect, Paper, Stack } from '@mantine/core';
import { IconPlus, IconShoppingBag, IconX } from '@tabler/icons-react';
import {
  CAMPAIGN_ACTION_TYPES,
  type CampaignAction,
  type CampaignActionType,
  type Shop,
} from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { useUrlDialog } from '../../../lib/url/use-url-dialog';
import { ProductPanel } from '../product-panel/product-panel';
import { SelectedProducts } from '../product-panel/selected-products';
import { VM_OPTION_PARAM, vmEditorActions } from '../urls';
import {
  addAction,
  canAddAction,
  removeAction,
  setActionProducts,
  setActionType,
} from './campaign-edits';

/** Accordion value of the actions section. */
export const ACTIONS_SECTION = 'actions';

export interface CampaignActionsSectionProps {
  actions: readonly CampaignAction[];
  shop: Pick<Shop, 'key' | 'setup' | 'layout'>;
  onChange: (actions: CampaignAction[]) => void;
}

/**
 * A campaign's actions (docs/product/visual-machine.md#campaigns): pin, boost, bury or remove,
 * each with its products chosen in the side panel (`?action=choose-products&option=N`, N from 0).
 * Up to 4; those after the first can be removed. A pin's products keep the order they are dragged
 * into.
 */
export function CampaignActionsSection({ actions, shop, onChange }: CampaignActionsSectionProps) {
  const { t } = useTranslation();
  const panel = useUrlDialog(vmEditorActions.products);
  const chosen = Number(panel.param(VM_OPTION_PARAM));
  const panelAction = Number.isInteger(chosen) ? actions[chosen] : undefined;
  const typeLabel = (type: CampaignActionType) => t(`vm.actions.types.${type}`);

  return (
    <Accordion.Item value={ACTIONS_SECTION}>
      <Accordion.Control>{t('vm.actions.title')}</Accordion.Control>
      <Accordion.Panel>
        <Stack>
          {actions.map((action, index) => (
            <Paper
              key={index}
              withBorder
              p="sm"
              role="group"
              aria-label={t('vm.actions.number', { number: index + 1 })}
            >
              <Stack gap="xs">
                <Group align="flex-end">
                  <NativeSelect
                    label={t('vm.actions.type')}
                    value={action.type}
                    onChange={(event) =>
                      onChange(
                        setActionType(
                          actions,
                          index,
                          event.currentTarget.value as CampaignActionType,
                        ),
                      )
                    }
                    data={CAMPAIGN_ACTION_TYPES.map((type) => ({
                      value: type,
                      label: typeLabel(type),
                    }))}
                  />
                  <Button
                    variant="light"
                    leftSection={<IconShoppingBag size={16} />}
                    onClick={() => panel.open({ [VM_OPTION_PARAM]: index })}
                  >
                    {t('vm.actions.chooseProducts')}
                  </Button>
                  {index > 0 ? (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mb={4}
                      onClick={() => onChange(removeAction(actions, index))}
                      aria-label={t('vm.actions.remove', { number: index + 1 })}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  ) : null}
                </Group>
                <SelectedProducts
                  products={action.products}
                  orderable={action.type === 'pin'}
                  onChange={(products) => onChange(setActionProducts(actions, index, products))}
                />
              </Stack>
            </Paper>
          ))}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={!canAddAction(actions)}
              onClick={() => onChange(addAction(actions))}
            >
              {t('vm.actions.add')}
            </Button>
          </Group>
        </Stack>
        {panelAction ? (
          <ProductPanel
            opened={panel.opened}
            onClose={panel.close}
            title={t('vm.actions.panelTitle', { type: typeLabel(panelAction.type) })}
            shop={shop}
            mode={{
              kind: 'products',
              selected: panelAction.products,
              orderable: panelAction.type === 'pin',
              onChange: (products) => onChange(setActionProducts(actions, chosen, products)),
            }}
          />
        ) : null}
      </Accordion.Panel>
    </Accordion.Item>
  );
}
