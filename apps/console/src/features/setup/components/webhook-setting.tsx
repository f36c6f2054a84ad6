import { Badge, Group, Stack, Switch, Text } from '@mantine/core';
import { isAdvancedOrMore, type SetupConfig } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { editSetupConfig } from '../setup-edits';
import { usePlanKey } from '../use-plan-key';
import { CommittedTextInput } from './committed-text-input';

/** Price webhook: advanced plan or higher; otherwise disabled with an 'available' badge. */
export function WebhookSetting({ webhook }: { webhook: SetupConfig['webhook'] }) {
  const { t } = useTranslation();
  const plan = usePlanKey();
  const allowed = plan !== null && isAdvancedOrMore(plan);
  const disabled = !allowed;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Switch
          label={t('setup.settings.webhook')}
          checked={webhook.isActive}
          disabled={disabled}
          onChange={(event) => {
            const isActive = event.currentTarget.checked;
            editSetupConfig('webhook', (current) => ({ ...current, isActive }));
          }}
        />
        {plan !== null && !allowed ? (
          <Badge color="grape" variant="light">
            {t('setup.settings.availableAdvanced')}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        {t('setup.settings.webhookHelp')}
      </Text>
      {webhook.isActive || disabled ? (
        <Group grow align="flex-start">
          <CommittedTextInput
            key={`url-${webhook.url}`}
            label={t('setup.settings.webhookUrl')}
            type="url"
            value={webhook.url}
            disabled={disabled}
            onCommit={(url) => editSetupConfig('webhook', (current) => ({ ...current, url }))}
          />
          <CommittedTextInput
            key={`key-${webhook.key}`}
            label={t('setup.settings.webhookKey')}
            value={webhook.key}
            disabled={disabled}
            onCommit={(key) => editSetupConfig('webhook', (current) => ({ ...current, key }))}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
