import { useState, type ReactNode } from 'react';
import { Alert, Checkbox, Modal, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ModalActions } from './modal-actions';

/** A column after the field's checkbox: its key and its head. */
export interface FieldColumn {
  key: string;
  label: ReactNode;
}

/** The draft of the modal: the chosen fields by attribute name. */
type Fields<Field> = Record<string, Field>;

/** What the setup screen hands to every field table modal. */
export interface FieldModalInput<Field> {
  opened: boolean;
  onClose: () => void;
  attributes: readonly string[];
  onConfirm: (draft: Fields<Field>) => void;
}

export interface FieldTableModalProps<Field> extends FieldModalInput<Field> {
  /** The modal's texts: `setup.<texts>.title` and `setup.<texts>.help`. */
  texts: 'query' | 'results';
  /** The stored choice; each opening starts a draft from it. */
  fields: Fields<Field>;
  /** Chooses (`on`) or drops an attribute. */
  toggle: (draft: Fields<Field>, name: string, on: boolean) => Fields<Field>;
  columns: readonly FieldColumn[];
  /** The input of `column` for a chosen attribute; `update` replaces the whole draft. */
  cell: (
    column: string,
    name: string,
    field: Field,
    draft: Fields<Field>,
    update: (next: Fields<Field>) => void,
  ) => ReactNode;
  /** Confirm stays disabled while this says no, and `confirmHint` says why. */
  canConfirm?: (draft: Fields<Field>) => boolean;
  confirmHint?: string;
}

/**
 * A setup modal that chooses attributes in a table (docs/product/setup.md): a checkbox a field,
 * then the inputs of its columns once chosen. The draft lives while the modal is open, so cancel
 * drops it and the next opening starts again from `fields`.
 * @example <FieldTableModal texts="query" fields={query} toggle={toggleQueryField} columns={columns} cell={cell} … />
 */
export function FieldTableModal<Field>(props: FieldTableModalProps<Field>) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t(`setup.${props.texts}.title`)}
      // One column fits a large modal; more (search types, typo tolerance) take the wider one.
      size={props.columns.length > 1 ? 'xl' : 'lg'}
    >
      {props.opened ? <FieldTable {...props} /> : null}
    </Modal>
  );
}

function FieldTable<Field>(props: FieldTableModalProps<Field>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Fields<Field>>(props.fields);
  const confirmable = props.canConfirm?.(draft) ?? true;

  return (
    <>
      <Text size="sm" mb="sm">
        {t(`setup.${props.texts}.help`)}
      </Text>
      {props.attributes.length === 0 ? (
        <Text c="dimmed">{t('setup.common.noAttributes')}</Text>
      ) : (
        <ScrollArea.Autosize mah="60vh">
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('setup.common.field')}</Table.Th>
                {props.columns.map((column) => (
                  <Table.Th key={column.key}>{column.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.attributes.map((name) => {
                const field = draft[name];
                return (
                  <Table.Tr key={name}>
                    <Table.Td>
                      <Checkbox
                        label={name}
                        checked={field !== undefined}
                        onChange={(event) =>
                          setDraft(props.toggle(draft, name, event.currentTarget.checked))
                        }
                      />
                    </Table.Td>
                    {props.columns.map((column) => (
                      <Table.Td key={column.key}>
                        {field === undefined
                          ? null
                          : props.cell(column.key, name, field, draft, setDraft)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      {confirmable || props.confirmHint === undefined ? null : (
        <Alert color="yellow" mt="sm">
          {props.confirmHint}
        </Alert>
      )}
      <ModalActions
        onCancel={props.onClose}
        onConfirm={() => props.onConfirm(draft)}
        confirmDisabled={!confirmable}
      />
    </>
  );
}
