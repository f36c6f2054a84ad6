import '@mantine/dates/styles.css';
import 'dayjs/locale/it';
import { useState } from 'react';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  ANALYTICS_EARLIEST_DATE,
  ANALYTICS_PRESETS,
  DEVICE_FILTERS,
  type DatePreset,
  type DeviceFilter,
} from '@trova/contracts';
import {
  isoRangeToSeconds,
  latestAnalyticsDay,
  presetRange,
  secondsRangeToIso,
} from './analytics-dates';
import { type DefaultRange, useAnalyticsFilters } from './analytics-filters';
import { dateInputFormat } from './analytics-format';

export interface AnalyticsControlsProps {
  /** Presets offered beside the calendar; the dashboard adds `pastYear` (DASHBOARD_PRESETS). */
  presets?: readonly DatePreset[];
  /** The device filter; the dashboard has none. */
  withDevice?: boolean;
  /** The range used when the URL has none; must match the screen's own useAnalyticsFilters. */
  defaultRange?: DefaultRange;
}

type PickedRange = DatesRangeValue<string>;

const nowSeconds = () => Math.floor(Date.now() / 1_000);

function isComplete(range: PickedRange): range is [string, string] {
  return range[0] !== null && range[1] !== null;
}

/**
 * The shared analytics controls (docs/product/analytics.md#shared-controls): device (all, desktop,
 * mobile) and a date range from 2023-06-15 to yesterday with presets, in the language's date
 * format. Both live in the URL through useAnalyticsFilters, so every screen that reads the hook
 * reloads on a change.
 */
export function AnalyticsControls({
  presets = ANALYTICS_PRESETS,
  withDevice = true,
  defaultRange,
}: AnalyticsControlsProps) {
  const { t, i18n } = useTranslation();
  const { device, date, setFilters } = useAnalyticsFilters(defaultRange);
  // The URL holds the applied range; only a half-picked one (first day chosen) lives here.
  const [halfPicked, setHalfPicked] = useState<PickedRange | null>(null);

  const now = nowSeconds();
  const language = i18n.language;
  const onRangeChange = (range: PickedRange) => {
    if (isComplete(range)) {
      setHalfPicked(null);
      setFilters({ date: isoRangeToSeconds(range) });
    } else {
      setHalfPicked(range);
    }
  };

  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: language === 'it' ? 1 : 0 }}>
      <Group align="flex-end" gap="md" wrap="wrap">
        {withDevice ? (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="analytics-device-label">
              {t('analytics.controls.device')}
            </Text>
            <SegmentedControl
              aria-labelledby="analytics-device-label"
              value={device}
              onChange={(value) => setFilters({ device: value as DeviceFilter })}
              data={DEVICE_FILTERS.map((value) => ({
                value,
                label: t(`analytics.controls.devices.${value}`),
              }))}
            />
          </Stack>
        ) : null}
        <DatePickerInput
          type="range"
          label={t('analytics.controls.dateRange')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={halfPicked ?? secondsRangeToIso(date)}
          onChange={onRangeChange}
          // A range left half-picked is not applied: the field shows the applied one again.
          onDropdownClose={() => setHalfPicked(null)}
          allowSingleDateInRange
          minDate={ANALYTICS_EARLIEST_DATE}
          maxDate={latestAnalyticsDay(now)}
          valueFormat={dateInputFormat(language)}
          presets={presets.map((preset) => ({
            value: presetRange(preset, now),
            label: t(`analytics.controls.presets.${preset}`),
          }))}
          miw={240}
        />
      </Group>
    </DatesProvider>
  );
}
