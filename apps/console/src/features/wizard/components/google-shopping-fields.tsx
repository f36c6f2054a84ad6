import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguages } from '../../account/account.queries';
import type { FeedCheck } from '../use-feed-check';
import type { GoogleShoppingFields as Fields } from '../wizard.rules';
import { FeedCheckStatus } from './feed-check-status';

interface GoogleShoppingFieldsProps {
  value: Fields;
  onChange: (next: Fields) => void;
  check: FeedCheck;
  /** Shown only for a feed that is not a physical file. */
  syncTime: string | null;
  onSyncTimeChange: (time: string) => void;
}

/**
 * Website, shop language, feed URL with its check, and the daily sync time
 * (docs/product/onboarding.md#google-shopping).
 */
export function GoogleShoppingFields({
  value,
  onChange,
  check,
  syncTime,
  onSyncTimeChange,
}: GoogleShoppingFieldsProps) {
  const { t } = useTranslation();
  const languages = useLanguages();
  const set = (field: keyof Fields) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...value, [field]: event.currentTarget.value });

  return (
    <Stack gap="sm">
      <TextInput
        label={t('wizard.cms.websiteUrl')}
        required
        type="url"
        placeholder="https://www.myshop.com"
        value={value.shopUrl}
        onChange={set('shopUrl')}
      />
      <NativeSelect
        label={t('wizard.cms.language')}
        required
        value={value.languageIso}
        onChange={set('languageIso')}
        data={[
          { value: '', label: t('wizard.cms.languagePlaceholder'), disabled: true },
          ...(languages.data ?? []).map((language) => ({
            value: language.iso6391,
            label: language.name,
          })),
        ]}
      />
      <div>
        <TextInput
          label={t('wizard.cms.feedUrl')}
          description={t('wizard.cms.feedUrlHint')}
          required
          type="url"
          placeholder="https://www.myshop.com/feed.xml"
          value={value.feedUrl}
          onChange={set('feedUrl')}
        />
        <FeedCheckStatus check={check} />
      </div>
      {syncTime !== null ? (
        <TextInput
          label={t('wizard.cms.syncTime')}
          description={t('wizard.cms.syncTimeHint')}
          type="time"
          required
          value={syncTime}
          onChange={(event) => onSyncTimeChange(event.currentTarget.value)}
        />
      ) : null}
    </Stack>
  );
}
