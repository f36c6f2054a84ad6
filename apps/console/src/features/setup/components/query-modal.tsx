import { Checkbox, Modal, NativeSelect, ScrollArea, Table, Text } from '@mantine/core';
import {
  SEARCH_TYPE_KEY,
  TYPO_TOLERANCES,
  type QueryField,
  type SearchType,
} from '@trova/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleQueryField, withSearchTypeValue, type QueryFields } from '../setup.rules';
import { ModalActions } from './modal-actions';
import { useOptionLabel } from './option-labels';

/** The typo tolerance has its own column; the server lists it beside the search types. */
const TYPO_TOLERANCE_KEY = 'typoTolerance';

interface QueryModalProps {
  opened: boolean;
  onClose: () => void;
  attributes: readonly string[];
  searchTypes: readonly SearchType[];
  query: QueryFields;
  onConfirm: (query: QueryFields) => void;
}

export function QueryModal(props: QueryModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('setup.query.title')} size="xl">
      {props.opened ? <QueryForm {...props} /> : null}
    </Modal>
  );
}

function QueryForm({ onClose, attributes, searchTypes, query, onConfirm }: QueryModalProps) {
  const { t } = useTranslation();
  const optionLabel = useOptionLabel();
  const [draft, setDraft] = useState<QueryFields>(query);
  const columns = searchTypes.filter((type) => type.key !== TYPO_TOLERANCE_KEY);

  const setValue = (name: string, key: string, value: string) => {
    const field = draft[name];
    if (field) setDraft({ ...draft, [name]: withSearchTypeValue(field, key, value) });
  };

  const typoSelect = (name: string, field: QueryField) => (
    <NativeSelect
      aria-label={t('setup.query.typoToleranceOf', { field: name })}
      value={field.typoTolerance}
      // A code field matches exactly, so typos cannot apply to it.
      disabled={field[SEARCH_TYPE_KEY] === 'code'}
      data={TYPO_TOLERANCES.map((value) => ({ value, label: optionLabel(value, value) }))}
      onChange={(event) => setValue(name, 'typoTolerance', event.currentTarget.value)}
    />
  );

  return (
    <>
      <Text size="sm" mb="sm">
        {t('setup.query.help')}
      </Text>
      {attributes.length === 0 ? (
        <Text c="dimmed">{t('setup.common.noAttributes')}</Text>
      ) : (
        <ScrollArea.Autosize mah="60vh">
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('setup.common.field')}</Table.Th>
                {columns.map((type) => (
                  <Table.Th key={type.key}>
                    {type.key === SEARCH_TYPE_KEY ? t('setup.query.searchType') : type.label}
                  </Table.Th>
                ))}
                <Table.Th>{t('setup.query.typoTolerance')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {attributes.map((name) => {
                const field = draft[name];
                return (
                  <Table.Tr key={name}>
                    <Table.Td>
                      <Checkbox
                        label={name}
                        checked={field !== undefined}
                        onChange={(event) =>
                          setDraft(toggleQueryField(draft, name, event.currentTarget.checked))
                        }
                      />
                    </Table.Td>
                    {columns.map((type) => (
                      <Table.Td key={type.key}>
                        {field ? (
                          <NativeSelect
                            aria-label={
                              type.key === SEARCH_TYPE_KEY
                                ? t('setup.query.searchTypeOf', { field: name })
                                : `${type.label}: ${name}`
                            }
                            value={field[type.key] ?? ''}
                            data={[
                              ...(field[type.key] === undefined
                                ? [{ value: '', label: t('setup.common.choose'), disabled: true }]
                                : []),
                              ...type.values.map((option) => ({
                                value: option.value,
                                label: optionLabel(option.value, option.label),
                              })),
                            ]}
                            onChange={(event) =>
                              setValue(name, type.key, event.currentTarget.value)
                            }
                          />
                        ) : null}
                      </Table.Td>
                    ))}
                    <Table.Td>{field ? typoSelect(name, field) : null}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      <ModalActions onCancel={onClose} onConfirm={() => onConfirm(draft)} />
    </>
  );
}
