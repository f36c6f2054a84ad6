import { Accordion, Button, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import type { ConditionIssue } from '@trova/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useUrlDialog } from '../../../lib/url/use-url-dialog';
import { recommendationActions } from '../urls';
import { ConditionsGuide } from './conditions-guide';
import { issuePlace } from './recommendation-conditions';

/** Accordion value of the conditions section. */
export const CONDITIONS_SECTION = 'conditions';

/** The contracts' message after "Not valid JSON: ", which names what the parser met. */
const JSON_DETAIL = /^Not valid JSON: /;

/**
 * One problem as the owner reads it: what is wrong, in their language, and where.
 * @example issueText(t, { code: 'number', path: ['>=', 1], message: '' }) // 'At >= › 2: Expected a number'
 */
export function issueText(t: TFunction, issue: ConditionIssue): string {
  const message = t(`vmRecommendations.conditions.codes.${issue.code}`, {
    detail: issue.message.replace(JSON_DETAIL, ''),
  });
  const place = issuePlace(issue.path);
  return place === '' ? message : t('vmRecommendations.conditions.at', { place, message });
}

export interface ConditionsSectionProps {
  text: string;
  /** The problems found when saving this very text; empty once it changes. */
  issues: readonly ConditionIssue[];
  onText: (text: string) => void;
}

/**
 * A recommendation's JSON condition (docs/product/visual-machine.md#conditions-language), typed as
 * text and read on save; its problems are listed under it, each with its place in the JSON. The
 * guide offers templates.
 * @example <ConditionsSection text={draft.conditionText} issues={[]} onText={set} />
 */
export function ConditionsSection({ text, issues, onText }: ConditionsSectionProps) {
  const { t } = useTranslation();
  const guide = useUrlDialog(recommendationActions.conditionsGuide);
  const invalid = issues.length > 0;
  return (
    <Accordion.Item value={CONDITIONS_SECTION}>
      <Accordion.Control>{t('vmRecommendations.conditions.title')}</Accordion.Control>
      <Accordion.Panel>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('vmRecommendations.conditions.help')}
          </Text>
          <Textarea
            label={t('vmRecommendations.conditions.label')}
            value={text}
            onChange={(event) => onText(event.currentTarget.value)}
            autosize
            minRows={4}
            maxRows={16}
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            error={invalid ? t('vmRecommendations.conditions.invalid') : undefined}
          />
          {invalid ? (
            <List size="sm" c="red.8" aria-label={t('vmRecommendations.conditions.problems')}>
              {issues.map((issue, index) => (
                <List.Item key={index}>{issueText(t, issue)}</List.Item>
              ))}
            </List>
          ) : null}
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconBook size={14} />}
              onClick={() => guide.open()}
            >
              {t('vmRecommendations.conditions.openGuide')}
            </Button>
          </Group>
        </Stack>
        <ConditionsGuide text={text} onText={onText} />
      </Accordion.Panel>
    </Accordion.Item>
  );
}
