import { Group, NumberInput, RangeSlider, Stack } from '@mantine/core';
import type { PriceRange } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { parsePriceInput, priceSlider } from './filter-inputs';

export interface PriceFilterProps {
  value: PriceRange;
  /** The shop's highest price, when known: the slider's top. */
  highestPrice: number | undefined;
  onChange: (value: PriceRange) => void;
}

/**
 * A price condition (docs/product/visual-machine.md#triggers): from and to as whole numbers of at
 * least 0 (an emptied field counts as 0), or a slider of 100 steps up to the shop's highest price.
 * @example <PriceFilter value={{ from: null, to: null }} highestPrice={249} onChange={set} />
 */
export function PriceFilter({ value, highestPrice, onChange }: PriceFilterProps) {
  const { t } = useTranslation();
  const { max, step } = priceSlider(highestPrice, value.to);
  return (
    <Stack gap="xs" style={{ flex: 1 }}>
      <Group grow>
        <NumberInput
          label={t('vm.triggers.priceFrom')}
          min={0}
          allowNegative={false}
          allowDecimal={false}
          value={value.from ?? ''}
          onChange={(typed) => onChange({ ...value, from: parsePriceInput(typed) })}
        />
        <NumberInput
          label={t('vm.triggers.priceTo')}
          min={0}
          allowNegative={false}
          allowDecimal={false}
          value={value.to ?? ''}
          onChange={(typed) => onChange({ ...value, to: parsePriceInput(typed) })}
        />
      </Group>
      <RangeSlider
        min={0}
        max={max}
        step={step}
        minRange={0}
        label={null}
        thumbFromLabel={t('vm.triggers.priceFrom')}
        thumbToLabel={t('vm.triggers.priceTo')}
        value={[value.from ?? 0, value.to ?? max]}
        onChangeEnd={([from, to]) => onChange({ from, to })}
      />
    </Stack>
  );
}
