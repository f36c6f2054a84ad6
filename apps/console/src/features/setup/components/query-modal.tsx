import { NativeSelect } from '@mantine/core';
import {
  SEARCH_TYPE_KEY,
  TYPO_TOLERANCES,
  type QueryField,
  type SearchType,
} from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { toggleQueryField, withSearchTypeValue, type QueryFields } from '../setup.rules';
import {
  FieldTableModal,
  type FieldModalInput,
  type FieldTableModalProps,
} from './field-table-modal';
import { useOptionLabel } from './option-labels';

/** The typo tolerance has its own column; the server lists it beside the search types. */
const TYPO_TOLERANCE_KEY = 'typoTolerance';

interface QueryModalProps extends FieldModalInput<QueryField> {
  searchTypes: readonly SearchType[];
  query: QueryFields;
}

/**
 * The query modal (docs/product/setup.md): which fields a search reads, with each field's search
 * type, the server's other search settings and its typo tolerance (none for a code field).
 */
export function QueryModal({ searchTypes, query, ...props }: QueryModalProps) {
  const { t } = useTranslation();
  const optionLabel = useOptionLabel();
  const columns = searchTypes.filter((type) => type.key !== TYPO_TOLERANCE_KEY);

  const cell: FieldTableModalProps<QueryField>['cell'] = (column, name, field, draft, update) => {
    const setValue = (key: string, value: string) =>
      update({ ...draft, [name]: withSearchTypeValue(field, key, value) });
    if (column === TYPO_TOLERANCE_KEY) {
      return (
        <NativeSelect
          aria-label={t('setup.query.typoToleranceOf', { field: name })}
          value={field.typoTolerance}
          // A code field matches exactly, so typos cannot apply to it.
          disabled={field[SEARCH_TYPE_KEY] === 'code'}
          data={TYPO_TOLERANCES.map((value) => ({ value, label: optionLabel(value, value) }))}
          onChange={(event) => setValue(TYPO_TOLERANCE_KEY, event.currentTarget.value)}
        />
      );
    }
    const type = columns.find((entry) => entry.key === column);
    if (!type) return null;
    return (
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
        onChange={(event) => setValue(type.key, event.currentTarget.value)}
      />
    );
  };

  return (
    <FieldTableModal
      {...props}
      texts="query"
      fields={query}
      toggle={toggleQueryField}
      columns={[
        ...columns.map((type) => ({
          key: type.key,
          label: type.key === SEARCH_TYPE_KEY ? t('setup.query.searchType') : type.label,
        })),
        { key: TYPO_TOLERANCE_KEY, label: t('setup.query.typoTolerance') },
      ]}
      cell={cell}
    />
  );
}
