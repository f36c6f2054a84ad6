import { Alert, Loader, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorCodeOf } from '../../../lib/api/api-error-text';
import { showToast } from '../../../lib/toast/toast';
import { useLanguages } from '../../account/account.queries';
import { useClaimStoreden, useStoredenInstall } from '../storeden-claim.queries';
import { updateWizard } from '../wizard-store';
import { wizardPath, wizardShopPath } from '../urls';
import { WizardActions } from './wizard-actions';

/**
 * The cms step opened from Storeden's app install (`/wizard/cms?storeden=<claim>`, docs/deploy.md
 * "Storeden app"): Storeden is chosen, the store Storeden named is shown, and Next claims the held
 * keys into the owner's shop with the address and language given here.
 */
export function StoredenClaimStep({ claim }: { claim: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const languages = useLanguages();
  const install = useStoredenInstall(claim);
  const claimStoreden = useClaimStoreden();
  const [shopUrl, setShopUrl] = useState('');
  const [languageIso, setLanguageIso] = useState('');
  const [tried, setTried] = useState(false);
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    updateWizard({ platform: 'storeden', version: null });
  }, []);

  const gone = expired || errorCodeOf(install.error) === 'storeden-claim-expired';

  async function next() {
    setTried(true);
    if (shopUrl.trim() === '' || languageIso === '') return;
    try {
      const { id } = await claimStoreden.mutateAsync({
        ...{ claim, shopUrl: shopUrl.trim(), languageIso },
      });
      updateWizard({ shopId: id, shopPhase: 'choose', connectedStoreUrl: shopUrl.trim() });
      await navigate(wizardShopPath);
    } catch (error) {
      if (errorCodeOf(error) === 'storeden-claim-expired') setExpired(true);
      else showToast({ kind: 'danger', message: t('wizard.cms.connectFailed') });
    }
  }

  const required = t('platformConnect.fieldErrors.required');
  const storeName = install.data?.storeName;
  return (
    <Stack maw={640}>
      <Title order={2}>{t('wizard.cms.heading')}</Title>
      {install.isPending ? (
        <Loader size="sm" aria-label={t('wizard.cms.storedenClaim.checking')} />
      ) : null}
      {gone ? <Alert color="red">{t('wizard.cms.storedenClaim.expired')}</Alert> : null}
      {install.data && !gone ? (
        <>
          <Alert color="green">
            {storeName
              ? t('wizard.cms.storedenClaim.found', { name: storeName })
              : t('wizard.cms.storedenClaim.foundNoName')}
          </Alert>
          <Text size="sm">{t('wizard.cms.storedenClaim.intro')}</Text>
          <TextInput
            label={t('wizard.cms.storedenClaim.shopUrl')}
            description={t('wizard.cms.storedenClaim.shopUrlHint')}
            required
            value={shopUrl}
            onChange={(event) => setShopUrl(event.currentTarget.value)}
            error={tried && shopUrl.trim() === '' ? required : undefined}
          />
          <NativeSelect
            label={t('wizard.cms.language')}
            required
            value={languageIso}
            onChange={(event) => setLanguageIso(event.currentTarget.value)}
            error={tried && languageIso === '' ? required : undefined}
            data={[
              { value: '', label: t('wizard.cms.languagePlaceholder'), disabled: true },
              ...(languages.data ?? []).map((language) => ({
                value: language.iso6391,
                label: language.name,
              })),
            ]}
          />
        </>
      ) : null}
      <WizardActions
        onBack={() => void navigate(wizardPath)}
        onNext={() => void next()}
        nextDisabled={!install.data || gone}
        nextLoading={claimStoreden.isPending}
      />
    </Stack>
  );
}
