import { NumberInput, Stack, Switch } from '@mantine/core';
import {
  ICEBREAKER_INPUT_MAX,
  ICEBREAKER_MIN,
  isValidIcebreakerNumber,
  type Icebreaker,
} from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { setLayout } from '../layout-edits';
import { StartPlanNotice, usePlanFeature } from '../plan-gate';

/**
 * Icebreaker: suggested filters before the shopper types, from the start plan
 * (docs/product/layout-design.md#plan-gating). The input offers 1 to 6.
 */
export function IcebreakerSetting({ icebreaker }: { icebreaker: Icebreaker }) {
  const { t } = useTranslation();
  const gate = usePlanFeature('icebreakerFilters');
  const locked = !gate.allowed;
  return (
    <Stack gap="sm">
      {gate.known && locked ? <StartPlanNotice /> : null}
      <Switch
        label={t('layoutDesign.icebreaker.active')}
        // The description sits inside the label element; the name is the label alone.
        aria-label={t('layoutDesign.icebreaker.active')}
        description={t('layoutDesign.icebreaker.help')}
        checked={icebreaker.isActive && !locked}
        disabled={locked}
        onChange={(event) =>
          setLayout('icebreaker', { ...icebreaker, isActive: event.currentTarget.checked })
        }
      />
      <NumberInput
        label={t('layoutDesign.icebreaker.number')}
        min={ICEBREAKER_MIN}
        max={ICEBREAKER_INPUT_MAX}
        clampBehavior="strict"
        allowDecimal={false}
        value={icebreaker.number}
        disabled={locked || !icebreaker.isActive}
        onChange={(value) => {
          if (
            typeof value === 'number' &&
            value !== icebreaker.number &&
            isValidIcebreakerNumber(value)
          ) {
            setLayout('icebreaker', { ...icebreaker, number: value });
          }
        }}
      />
    </Stack>
  );
}
