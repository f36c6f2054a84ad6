import { Alert, Checkbox, Modal, NativeSelect, ScrollArea, Table, Text } from '@mantine/core';
import type { AttributeType } from '@trova/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  assignResultType,
  canConfirmResults,
  NO_RESULT_TYPE,
  toggleResultField,
  type ResultFields,
} from '../setup.rules';
import { attributeTypeLabel } from '../attribute-type-label';
import { ModalActions } from './modal-actions';

interface ResultsModalProps {
  opened: boolean;
  onClose: () => void;
  attributes: readonly string[];
  attributeTypes: readonly AttributeType[];
  results: ResultFields;
  onConfirm: (results: ResultFields) => void;
}

export function ResultsModal(props: ResultsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('setup.results.title')} size="lg">
      {props.opened ? <ResultsForm {...props} /> : null}
    </Modal>
  );
}

function ResultsForm({
  onClose,
  attributes,
  attributeTypes,
  results,
  onConfirm,
}: ResultsModalProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ResultFields>(results);
  const confirmable = canConfirmResults(draft);

  const chooseType = (name: string, selected: string) => {
    const type = attributeTypes.find((entry) => String(entry.id) === selected);
    setDraft(assignResultType(draft, name, type ? type.id : NO_RESULT_TYPE));
  };

  return (
    <>
      <Text size="sm" mb="sm">
        {t('setup.results.help')}
      </Text>
      {attributes.length === 0 ? (
        <Text c="dimmed">{t('setup.common.noAttributes')}</Text>
      ) : (
        <ScrollArea.Autosize mah="60vh">
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('setup.common.field')}</Table.Th>
                <Table.Th>{t('setup.results.type')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {attributes.map((name) => {
                const field = draft[name];
                const missing = field !== undefined && String(field.value) === NO_RESULT_TYPE;
                return (
                  <Table.Tr key={name}>
                    <Table.Td>
                      <Checkbox
                        label={name}
                        checked={field !== undefined}
                        onChange={(event) =>
                          setDraft(toggleResultField(draft, name, event.currentTarget.checked))
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      {field ? (
                        <NativeSelect
                          aria-label={t('setup.results.typeOf', { field: name })}
                          value={String(field.value)}
                          error={missing ? t('setup.results.typeMissing') : undefined}
                          data={[
                            { value: NO_RESULT_TYPE, label: t('setup.common.choose') },
                            ...attributeTypes.map((type) => ({
                              value: String(type.id),
                              label: attributeTypeLabel(t, type),
                            })),
                          ]}
                          onChange={(event) => chooseType(name, event.currentTarget.value)}
                        />
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      {confirmable ? null : (
        <Alert color="yellow" mt="sm">
          {t('setup.results.confirmHint')}
        </Alert>
      )}
      <ModalActions
        onCancel={onClose}
        onConfirm={() => onConfirm(draft)}
        confirmDisabled={!confirmable}
      />
    </>
  );
}
