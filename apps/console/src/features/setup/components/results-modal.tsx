import { NativeSelect } from '@mantine/core';
import type { AttributeType } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import {
  assignResultType,
  canConfirmResults,
  NO_RESULT_TYPE,
  toggleResultField,
  type ResultFields,
} from '../setup.rules';
import { attributeTypeLabel } from '../attribute-type-label';
import { FieldTableModal, type FieldModalInput } from './field-table-modal';

interface ResultsModalProps extends FieldModalInput<ResultFields[string]> {
  attributeTypes: readonly AttributeType[];
  results: ResultFields;
}

/**
 * The results modal (docs/product/setup.md): which fields a result shows, each with its type;
 * confirm waits until every chosen field has one.
 */
export function ResultsModal({ attributeTypes, results, ...props }: ResultsModalProps) {
  const { t } = useTranslation();
  return (
    <FieldTableModal
      {...props}
      texts="results"
      fields={results}
      toggle={toggleResultField}
      columns={[{ key: 'type', label: t('setup.results.type') }]}
      canConfirm={canConfirmResults}
      confirmHint={t('setup.results.confirmHint')}
      cell={(_column, name, field, draft, update) => (
        <NativeSelect
          aria-label={t('setup.results.typeOf', { field: name })}
          value={String(field.value)}
          error={
            String(field.value) === NO_RESULT_TYPE ? t('setup.results.typeMissing') : undefined
          }
          data={[
            { value: NO_RESULT_TYPE, label: t('setup.common.choose') },
            ...attributeTypes.map((type) => ({
              value: String(type.id),
              label: attributeTypeLabel(t, type),
            })),
          ]}
          onChange={(event) => {
            const type = attributeTypes.find(
              (entry) => String(entry.id) === event.currentTarget.value,
            );
            update(assignResultType(draft, name, type ? type.id : NO_RESULT_TYPE));
          }}
        />
      )}
    />
  );
}
