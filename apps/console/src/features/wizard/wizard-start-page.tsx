import { Alert, Button, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WizardActions } from './components/wizard-actions';
import { sectorName } from './sector-names';
import { useIndustries } from './wizard.queries';
import { isSectorChosen } from './wizard.rules';
import { updateWizard, useWizardState } from './wizard-store';
import { wizardCmsPath } from './urls';

/**
 * Wizard start (docs/product/onboarding.md#start-sector): welcome, and the market sector, which is
 * mandatory. Sectors are shown in the interface language and saved by their English name.
 */
export function WizardStartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const industries = useIndustries();
  const { sector } = useWizardState();
  const [tried, setTried] = useState(false);
  const missing = !isSectorChosen(sector);

  function next() {
    setTried(true);
    if (!missing) void navigate(wizardCmsPath);
  }

  return (
    <Stack maw={560}>
      <Title order={2}>{t('wizard.start.heading')}</Title>
      <Text>{t('wizard.start.intro')}</Text>
      {industries.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
      {industries.isError ? (
        <Alert color="red">
          {t('wizard.start.loadFailed')}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void industries.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : null}
      {industries.data ? (
        <NativeSelect
          label={t('wizard.start.sector')}
          required
          value={sector ?? ''}
          error={tried && missing ? t('wizard.start.sectorRequired') : undefined}
          onChange={(event) => updateWizard({ sector: event.currentTarget.value || null })}
          data={[
            { value: '', label: t('wizard.start.sectorPlaceholder'), disabled: true },
            ...industries.data.map((industry) => ({
              value: industry,
              label: sectorName(t, industry),
            })),
          ]}
        />
      ) : null}
      <WizardActions onNext={next} />
    </Stack>
  );
}
