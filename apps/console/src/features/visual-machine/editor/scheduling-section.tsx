import '@mantine/dates/styles.css';
import 'dayjs/locale/it';
import { Accordion, Group, SegmentedControl, Stack } from '@mantine/core';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { VALIDITY_TYPES, type Validity, type ValidityType } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import {
  pickerValue,
  secondsOfPicked,
  switchValidityType,
  VM_PICKER_FORMAT,
  withBound,
} from './scheduling';

/** Accordion value of the scheduling section. */
export const SCHEDULING_SECTION = 'scheduling';

export interface SchedulingSectionProps {
  validity: Validity;
  onChange: (validity: Validity) => void;
}

/**
 * The editors' scheduling section (docs/product/visual-machine.md#editors): always, or a time
 * interval picked on a 24-hour clock (`dd mmm yyyy HH:MM`). Switching type clears the range. An
 * Accordion.Item: render inside the editor's Accordion.
 * @example <SchedulingSection validity={draft.validity} onChange={(validity) => edit('validity', …)} />
 */
export function SchedulingSection({ validity, onChange }: SchedulingSectionProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const bound = (name: 'from' | 'to') => (value: string | null) =>
    onChange(withBound(validity, name, secondsOfPicked(value)));
  return (
    <Accordion.Item value={SCHEDULING_SECTION}>
      <Accordion.Control>{t('vm.scheduling.title')}</Accordion.Control>
      <Accordion.Panel>
        <Stack>
          <SegmentedControl
            aria-label={t('vm.scheduling.type')}
            value={validity.type}
            onChange={(type) => onChange(switchValidityType(validity, type as ValidityType))}
            data={VALIDITY_TYPES.map((type) => ({
              value: type,
              label: t(`vm.scheduling.${type}`),
            }))}
          />
          {validity.type === 'timeInterval' ? (
            <DatesProvider
              settings={{ locale: language, firstDayOfWeek: language === 'it' ? 1 : 0 }}
            >
              <Group grow align="flex-start">
                <DateTimePicker
                  label={t('vm.scheduling.from')}
                  required
                  clearable
                  valueFormat={VM_PICKER_FORMAT}
                  value={pickerValue(validity.from)}
                  onChange={bound('from')}
                  maxDate={pickerValue(validity.to) ?? undefined}
                />
                <DateTimePicker
                  label={t('vm.scheduling.to')}
                  clearable
                  valueFormat={VM_PICKER_FORMAT}
                  value={pickerValue(validity.to)}
                  onChange={bound('to')}
                  minDate={pickerValue(validity.from) ?? undefined}
                  placeholder={t('vm.scheduling.openEnd')}
                />
              </Group>
            </DatesProvider>
          ) : null}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
