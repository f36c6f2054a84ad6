import { Paper, Radio, Slider, Stack, Switch, Text, Title } from '@mantine/core';
import {
  LEARNING_PLACEMENTS,
  LEARNING_STRENGTH_MAX,
  LEARNING_STRENGTH_MIN,
  learningSettingsOf,
  type LearningPlacement,
  type LearningSettings,
} from '@trova/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editSetupConfig } from '../setup-edits';

/** Where the slider shows a mark: the ends, the default and the quarters between. */
const STRENGTH_MARKS = [0, 25, 50, 75, 100] as const;

/** Plain names of the placements (docs/product/learning.md#settings), as locale keys. */
const PLACEMENT_KEYS = {
  'after-typo': 'strong',
  'after-exactness': 'balanced',
  'after-availability': 'gentle',
} as const satisfies Record<LearningPlacement, string>;

function isPlacement(value: string): value is LearningPlacement {
  return (LEARNING_PLACEMENTS as readonly string[]).includes(value);
}

/** One edit of the learning settings; an absent setting starts from the defaults. */
function editLearning(change: Partial<LearningSettings>): void {
  editSetupConfig('learning', (current) => ({ ...learningSettingsOf(current), ...change }));
}

/**
 * The "Learned ranking" card of the setup's search tab (docs/product/learning.md#settings):
 * switch, strength and placement, written to the draft and saved with the save bar like every
 * other setup field. The slider moves freely and writes once it is let go (or per arrow key), so
 * a drag is one undo step rather than one per pixel.
 */
export function LearningSetting({ learning }: { learning: LearningSettings | undefined }) {
  const { t } = useTranslation();
  const titleId = useId();
  const settings = learningSettingsOf(learning);
  // The value under a moving thumb; null when still, so discard or undo show the draft's value.
  const [moving, setMoving] = useState<number | null>(null);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack>
        <Title order={2} id={titleId} size="h3">
          {t('setup.learning.title')}
        </Title>
        <Text size="sm">{t('setup.learning.help')}</Text>
        <Switch
          label={t('setup.learning.enabled')}
          description={t('setup.learning.enabledHelp')}
          checked={settings.enabled}
          onChange={(event) => editLearning({ enabled: event.currentTarget.checked })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} aria-hidden>
            {t('setup.learning.strength')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('setup.learning.strengthHelp')}
          </Text>
          <Slider
            min={LEARNING_STRENGTH_MIN}
            max={LEARNING_STRENGTH_MAX}
            step={5}
            value={moving ?? settings.strength}
            disabled={!settings.enabled}
            onChange={setMoving}
            onChangeEnd={(value) => {
              setMoving(null);
              if (value !== settings.strength) editLearning({ strength: value });
            }}
            marks={STRENGTH_MARKS.map((value) => ({ value, label: String(value) }))}
            thumbLabel={t('setup.learning.strength')}
            mb="lg"
          />
        </Stack>
        <Radio.Group
          label={t('setup.learning.placement')}
          description={t('setup.learning.placementHelp')}
          value={settings.placement}
          onChange={(value) => {
            if (isPlacement(value)) editLearning({ placement: value });
          }}
        >
          <Stack gap="xs" mt="xs">
            {LEARNING_PLACEMENTS.map((placement) => (
              <Radio
                key={placement}
                value={placement}
                disabled={!settings.enabled}
                label={t(`setup.learning.placements.${PLACEMENT_KEYS[placement]}.label`)}
                description={t(`setup.learning.placements.${PLACEMENT_KEYS[placement]}.help`)}
              />
            ))}
          </Stack>
        </Radio.Group>
      </Stack>
    </Paper>
  );
}
