import { Button, Fieldset, Group, NativeSelect, Text } from '@mantine/core';
import { CARD_ATTRIBUTE_TYPES, type CardAttribute } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { CommittedTextInput } from '../../setup/components/committed-text-input';

/**
 * One configurable attribute of the product card: a field, its label and how it shows (value or
 * image). A new attribute starts as a value; it counts once it has a field and a label.
 */
export function CardAttributeFields(props: {
  legend: string;
  attribute: CardAttribute | undefined;
  fields: readonly string[];
  disabled: boolean;
  description?: string;
  onChange: (attribute: CardAttribute | null) => void;
}) {
  const { t } = useTranslation();
  const current = props.attribute ?? { key: '', label: '', type: 'value' as const };
  const fields =
    current.key === '' || props.fields.includes(current.key)
      ? props.fields
      : [current.key, ...props.fields];
  const set = (patch: Partial<CardAttribute>) => props.onChange({ ...current, ...patch });

  return (
    <Fieldset legend={props.legend} disabled={props.disabled}>
      {props.description ? (
        <Text size="sm" c="dimmed" mb="xs">
          {props.description}
        </Text>
      ) : null}
      <Group align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('layoutDesign.card.field')}
          value={current.key}
          disabled={props.disabled}
          data={[{ value: '', label: t('layoutDesign.card.noField') }, ...fields]}
          onChange={(event) => set({ key: event.currentTarget.value })}
        />
        <CommittedTextInput
          key={current.label}
          label={t('layoutDesign.card.label')}
          value={current.label}
          disabled={props.disabled}
          onCommit={(label) => set({ label })}
        />
        <NativeSelect
          label={t('layoutDesign.card.type')}
          value={current.type}
          disabled={props.disabled}
          data={CARD_ATTRIBUTE_TYPES.map((type) => ({
            value: type,
            label: t(`layoutDesign.card.types.${type}`),
          }))}
          onChange={(event) => set({ type: event.currentTarget.value as CardAttribute['type'] })}
        />
        <Button
          variant="subtle"
          color="red"
          disabled={props.disabled || props.attribute === undefined}
          onClick={() => props.onChange(null)}
        >
          {t('layoutDesign.card.clear', { attribute: props.legend })}
        </Button>
      </Group>
    </Fieldset>
  );
}
