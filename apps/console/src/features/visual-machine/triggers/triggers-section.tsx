import { Fragment } from 'react';
import { Accordion, Button, Divider, Group } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { canAddTrigger, type Trigger } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { useUrlDialog } from '../../../lib/url/use-url-dialog';
import { ConfirmDialog } from '../editor/confirm-dialog';
import type { ShopSearchStats } from '../product-panel/product-picker.queries';
import { VM_OPTION_PARAM, vmEditorActions } from '../urls';
import { TriggerEditor } from './trigger-editor';
import { addTrigger, removeTrigger, setTrigger } from './trigger-edits';

/**
 * Accordion value of trigger `index` (0-based).
 * @example triggerSection(1) // 'trigger-2'
 */
export function triggerSection(index: number): string {
  return `trigger-${index + 1}`;
}

export interface TriggersSectionProps {
  triggers: readonly Trigger[];
  setupFacets: readonly string[];
  stats: ShopSearchStats | undefined;
  onChange: (triggers: Trigger[]) => void;
  /** Opens an accordion section: a new trigger opens and the others close. */
  onOpen: (section: string) => void;
}

/**
 * The triggers of an editor (docs/product/visual-machine.md#triggers), one accordion section each,
 * separated by "OR". Add trigger is offered only when the last trigger has a query or a filter;
 * removing one asks first (`?action=delete-trigger&option=N`), and the first stays. Renders
 * Accordion.Items: place inside the editor's Accordion.
 * @example <TriggersSection triggers={draft.conditions} … onOpen={setOpened} />
 */
export function TriggersSection(props: TriggersSectionProps) {
  const { t } = useTranslation();
  const dialog = useUrlDialog(vmEditorActions.deleteTrigger);
  const asked = Number(dialog.param(VM_OPTION_PARAM));
  const askedIndex =
    Number.isInteger(asked) && asked > 1 && asked <= props.triggers.length ? asked - 1 : null;
  const add = () => {
    props.onChange(addTrigger(props.triggers));
    props.onOpen(triggerSection(props.triggers.length));
  };
  const confirmRemove = () => {
    if (askedIndex !== null) props.onChange(removeTrigger(props.triggers, askedIndex));
    dialog.close();
  };

  return (
    <>
      {props.triggers.map((trigger, index) => (
        <Fragment key={index}>
          {index > 0 ? <Divider label={t('vm.triggers.or')} labelPosition="center" my={4} /> : null}
          <Accordion.Item value={triggerSection(index)}>
            <Accordion.Control>{t('vm.triggers.title', { number: index + 1 })}</Accordion.Control>
            <Accordion.Panel>
              <TriggerEditor
                trigger={trigger}
                setupFacets={props.setupFacets}
                stats={props.stats}
                onChange={(next) => props.onChange(setTrigger(props.triggers, index, next))}
              />
              {index > 0 ? (
                <Group justify="flex-end" mt="sm">
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => dialog.open({ [VM_OPTION_PARAM]: index + 1 })}
                  >
                    {t('vm.triggers.remove', { number: index + 1 })}
                  </Button>
                </Group>
              ) : null}
            </Accordion.Panel>
          </Accordion.Item>
        </Fragment>
      ))}
      {canAddTrigger(props.triggers) ? (
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add}>
            {t('vm.triggers.add')}
          </Button>
        </Group>
      ) : null}
      <ConfirmDialog
        opened={dialog.opened && askedIndex !== null}
        title={t('vm.dialogs.deleteTriggerTitle', { number: (askedIndex ?? 0) + 1 })}
        body={t('vm.dialogs.deleteTriggerBody', { number: (askedIndex ?? 0) + 1 })}
        confirmLabel={t('vm.dialogs.deleteConfirm')}
        onConfirm={confirmRemove}
        onCancel={dialog.close}
      />
    </>
  );
}
