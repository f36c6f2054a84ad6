import { useState } from 'react';
import { Anchor, Card, Group, Slider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FineTuning, Setup } from '@trova/contracts';
import { editConfiguration } from '../configuration/configuration-store';
import { MAX_WEIGHT, MIN_WEIGHT, setWeight, weightOf } from './fine-tuning-edits';
import { setupSearchPath } from '../setup/urls';

const HEADING_ID = 'fine-tuning-weights';

interface WeightSliderProps {
  field: string;
  label: string;
  weight: number;
}

/**
 * One field's weight. Dragging moves a local value; the edit is committed when the drag or key
 * press ends, so one gesture is one undoable step rather than one per pixel.
 */
function WeightSlider({ field, label, weight }: WeightSliderProps) {
  const { t } = useTranslation();
  // Only while dragging does the slider show something other than the draft's weight.
  const [dragging, setDragging] = useState<number | null>(null);
  const value = dragging ?? weight;

  return (
    <Stack gap={4} component="li">
      <Group justify="space-between">
        <Text fw={500}>{label}</Text>
        <Text size="sm" c="dimmed" aria-hidden>
          {t('fineTuning.weights.value', { value })}
        </Text>
      </Group>
      <Slider
        min={MIN_WEIGHT}
        max={MAX_WEIGHT}
        step={1}
        value={value}
        onChange={setDragging}
        onChangeEnd={(next) => {
          setDragging(null);
          if (next === weight) return;
          editConfiguration('fineTuning', (current) => setWeight(current, field, next));
        }}
        thumbLabel={label}
        marks={[{ value: MIN_WEIGHT }, { value: MAX_WEIGHT }]}
      />
    </Stack>
  );
}

/**
 * Weight sliders per query field (docs/product/fine-tuning.md#weights); fields are the keys of
 * setup.query.
 */
export function WeightSliders({ setup, fineTuning }: { setup: Setup; fineTuning: FineTuning }) {
  const { t } = useTranslation();
  const fields = Object.entries(setup.query);

  return (
    <Card withBorder component="section" aria-labelledby={HEADING_ID}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={HEADING_ID}>
          {t('fineTuning.weights.title')}
        </Title>
        {fields.length === 0 ? (
          <Text size="sm">
            {t('fineTuning.weights.empty')}{' '}
            <Anchor component={Link} to={setupSearchPath}>
              {t('fineTuning.weights.emptyLink')}
            </Anchor>
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('fineTuning.weights.description')}
            </Text>
            <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
              {fields.map(([field, queryField]) => (
                <WeightSlider
                  key={field}
                  field={field}
                  label={queryField.label || field}
                  weight={weightOf(fineTuning, field)}
                />
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Card>
  );
}
