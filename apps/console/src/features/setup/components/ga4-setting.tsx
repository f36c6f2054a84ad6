import { Group, NativeSelect, Stack, Switch } from '@mantine/core';
import { GA4_TYPES, type SetupConfig } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { editSetupConfig } from '../setup-edits';

type Ga4Type = (typeof GA4_TYPES)[number];

function isGa4Type(value: string): value is Ga4Type {
  return (GA4_TYPES as readonly string[]).includes(value);
}

/** GA4 events: on or off, sent through gtag or the dataLayer. */
export function Ga4Setting({ ga4 }: { ga4: SetupConfig['GA4'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Switch
        label={t('setup.settings.ga4')}
        description={t('setup.settings.ga4Help')}
        checked={ga4.isActive}
        onChange={(event) => {
          const isActive = event.currentTarget.checked;
          editSetupConfig('GA4', (current) => ({ ...current, isActive }));
        }}
      />
      {ga4.isActive ? (
        <Group>
          <NativeSelect
            label={t('setup.settings.ga4Type')}
            value={ga4.type}
            data={GA4_TYPES.map((type) => ({
              value: type,
              label: t(`setup.settings.ga4Types.${type}`),
            }))}
            onChange={(event) => {
              const type = event.currentTarget.value;
              if (isGa4Type(type)) editSetupConfig('GA4', (current) => ({ ...current, type }));
            }}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
