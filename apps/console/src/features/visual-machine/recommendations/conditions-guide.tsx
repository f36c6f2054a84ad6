import { Button, Code, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { conditionTemplateText } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { useUrlDialog } from '../../../lib/url/use-url-dialog';
import { recommendationActions } from '../urls';
import { GUIDE_TEMPLATES, withTemplate } from './recommendation-conditions';

export interface ConditionsGuideProps {
  text: string;
  onText: (text: string) => void;
}

/**
 * The conditions guide (`?action=conditions-guide`, docs/product/visual-machine.md#conditions-language):
 * how a condition reads, the three templates (brand, selling price, listing price) and "continue
 * without". A template joins what is written; text that does not read is never replaced.
 * @example <ConditionsGuide text={text} onText={setText} />
 */
export function ConditionsGuide({ text, onText }: ConditionsGuideProps) {
  const { t } = useTranslation();
  const dialog = useUrlDialog(recommendationActions.conditionsGuide);
  const readable = withTemplate(text, 'brand') !== null;
  return (
    <Modal
      opened={dialog.opened}
      onClose={dialog.close}
      title={t('vmRecommendations.guide.title')}
      size="lg"
      centered
    >
      <Stack>
        <Text size="sm">{t('vmRecommendations.guide.intro')}</Text>
        <Text size="sm">{t('vmRecommendations.guide.fields')}</Text>
        <Text fw={600} size="sm">
          {t('vmRecommendations.guide.templates')}
        </Text>
        <Stack gap="xs" role="group" aria-label={t('vmRecommendations.guide.templates')}>
          {GUIDE_TEMPLATES.map((template) => (
            <UnstyledButton
              key={template}
              disabled={!readable}
              onClick={() => {
                const next = withTemplate(text, template);
                if (next === null) return;
                onText(next);
                dialog.close();
              }}
              p="xs"
              style={{
                border: '1px solid var(--mantine-color-gray-3)',
                borderRadius: 6,
                opacity: readable ? 1 : 0.5,
              }}
            >
              <Text size="sm" fw={500}>
                {t(`vmRecommendations.guide.template.${template}`)}
              </Text>
              <Code translate="no">{conditionTemplateText(template)}</Code>
            </UnstyledButton>
          ))}
        </Stack>
        <Text size="xs" c="dimmed">
          {readable ? t('vmRecommendations.guide.joins') : t('vmRecommendations.guide.fixFirst')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={dialog.close}>
            {t('vmRecommendations.guide.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
