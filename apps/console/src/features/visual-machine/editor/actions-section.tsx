import type { ReactNode } from 'react';
import { Accordion, ActionIcon, Button, Group, Paper, Stack } from '@mantine/core';
import type { Shop } from '@trova/contracts';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useUrlDialog } from '../../../lib/url/use-url-dialog';
import { ProductPanel, type ProductPanelMode } from '../product-panel/product-panel';
import { VM_OPTION_PARAM, type VmEditorAction } from '../urls';

/** The props of a rule's own actions section (campaign actions, banners). */
export interface RuleActionsProps<Action> {
  actions: readonly Action[];
  shop: Pick<Shop, 'key' | 'setup' | 'layout'>;
  onChange: (actions: Action[]) => void;
}

/** What the actions section hands to each action it lists. */
export interface ActionRow {
  /** Removes the action; none for the first, which always stays. */
  remove: ReactNode;
  /** Opens the side panel for this action (`?action=…&option=<index>`). */
  openPanel: () => void;
}

export interface ActionsSectionProps<Action> {
  /** Accordion value of the section. */
  value: string;
  title: string;
  /** Shown above the actions (a size hint, say). */
  intro?: ReactNode;
  actions: readonly Action[];
  /** Accessible names of action `number` (from 1) and of its remove button. */
  actionLabel: (number: number) => string;
  removeLabel: (number: number) => string;
  onRemove: (index: number) => void;
  /** Margin below the remove button, to line it up with inputs that carry a label. */
  removeMargin?: number;
  renderAction: (action: Action, index: number, row: ActionRow) => ReactNode;
  addLabel: string;
  canAdd?: boolean;
  onAdd: () => void;
  /** The side panel's dialog (`?action=`), its title and what it edits of the chosen action. */
  panel: {
    dialog: VmEditorAction;
    title: (action: Action, index: number) => string;
    /** Undefined when the chosen action has no panel (a listing banner). */
    mode: (action: Action, index: number) => ProductPanelMode | undefined;
  };
  shop: Pick<Shop, 'key' | 'setup' | 'layout'>;
}

/**
 * The actions section of a campaign or banner campaign editor (docs/product/visual-machine.md#editors):
 * one bordered group per action, a remove button on all but the first, an add button, and the side
 * panel of the action named by `?option=` (0-based) when its dialog is open.
 * @example <ActionsSection value="actions" title="Actions" actions={actions} … panel={{ dialog: 'choose-products', … }} />
 */
export function ActionsSection<Action>(props: ActionsSectionProps<Action>) {
  const { actions } = props;
  const panel = useUrlDialog(props.panel.dialog);
  const chosen = Number(panel.param(VM_OPTION_PARAM));
  const chosenAction = Number.isInteger(chosen) ? actions[chosen] : undefined;
  const mode = chosenAction === undefined ? undefined : props.panel.mode(chosenAction, chosen);

  return (
    <Accordion.Item value={props.value}>
      <Accordion.Control>{props.title}</Accordion.Control>
      <Accordion.Panel>
        <Stack>
          {props.intro}
          {actions.map((action, index) => (
            <Paper
              key={index}
              withBorder
              p="sm"
              role="group"
              aria-label={props.actionLabel(index + 1)}
            >
              {props.renderAction(action, index, {
                openPanel: () => panel.open({ [VM_OPTION_PARAM]: index }),
                remove:
                  index > 0 ? (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mb={props.removeMargin}
                      onClick={() => props.onRemove(index)}
                      aria-label={props.removeLabel(index + 1)}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  ) : null,
              })}
            </Paper>
          ))}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={props.canAdd === false}
              onClick={props.onAdd}
            >
              {props.addLabel}
            </Button>
          </Group>
        </Stack>
        {chosenAction !== undefined && mode ? (
          <ProductPanel
            opened={panel.opened}
            onClose={panel.close}
            title={props.panel.title(chosenAction, chosen)}
            shop={props.shop}
            mode={mode}
          />
        ) : null}
      </Accordion.Panel>
    </Accordion.Item>
  );
}
