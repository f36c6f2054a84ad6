import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { Setup } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { editConfiguration } from '../../configuration/configuration-store';
import { editSetupConfig } from '../setup-edits';
import { CommittedTextInput } from './committed-text-input';

const NO_BOOSTING = '';

/** Boosting (one field) and group price (docs/product/search-setup.md#boosting, #group-price). */
export function GeneralSettings({
  setup,
  attributes,
}: {
  setup: Setup;
  attributes: readonly string[];
}) {
  const { t } = useTranslation();
  const { groupPrice } = setup.config;
  return (
    <Stack>
      <NativeSelect
        label={t('setup.settings.boosting')}
        description={t('setup.settings.boostingHelp')}
        value={setup.boosting ?? NO_BOOSTING}
        data={[
          { value: NO_BOOSTING, label: t('setup.settings.noBoosting') },
          // A boosting field the attribute list no longer has (or has not loaded yet) stays shown.
          ...(setup.boosting !== null && !attributes.includes(setup.boosting)
            ? [setup.boosting]
            : []
          ).map((name) => ({ value: name, label: name })),
          ...attributes.map((name) => ({ value: name, label: name })),
        ]}
        onChange={(event) => {
          const field = event.currentTarget.value;
          editConfiguration('setup', (current) => ({
            ...current,
            boosting: field === NO_BOOSTING ? null : field,
          }));
        }}
      />
      <Text fw={500} size="sm">
        {t('setup.settings.groupPrice')}
      </Text>
      <Group grow align="flex-start">
        <CommittedTextInput
          key={`group-${groupPrice.priceGroupId}`}
          label={t('setup.settings.priceGroupId')}
          value={groupPrice.priceGroupId}
          onCommit={(priceGroupId) =>
            editSetupConfig('groupPrice', (current) => ({ ...current, priceGroupId }))
          }
        />
        <CommittedTextInput
          key={`currency-${groupPrice.currencyCode}`}
          label={t('setup.settings.currencyCode')}
          value={groupPrice.currencyCode}
          maxLength={3}
          onCommit={(code) =>
            editSetupConfig('groupPrice', (current) => ({
              ...current,
              currencyCode: code.toUpperCase(),
            }))
          }
        />
      </Group>
    </Stack>
  );
}
