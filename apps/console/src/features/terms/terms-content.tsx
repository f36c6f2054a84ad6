import { Anchor, Loader, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { TRIAL_DAYS, TRIAL_QUERY_THRESHOLD, type LegalInfo } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../lib/api/use-public-config';
import { useTermsTexts } from './terms-texts';

const TERMS_SECTIONS = [
  'provider',
  'account',
  'plans',
  'renewal',
  'overage',
  'payment',
  'suspension',
  'content',
  'availability',
  'liability',
  'termination',
  'changes',
  'law',
] as const;
const PRIVACY_SECTIONS = [
  'roles',
  'account',
  'catalogue',
  'shoppers',
  'retention',
  'security',
  'recipients',
  'rights',
] as const;

interface TermsContentProps {
  /** The level of the two document titles; clause headings sit one level below. */
  order: 2 | 3;
  /** The id of the privacy section, the target of the privacy links. */
  privacyId?: string;
}

/** Paragraphs are separated by a blank line in the texts. */
function Paragraphs({ text }: { text: string }) {
  return text.split('\n\n').map((paragraph) => <Text key={paragraph}>{paragraph}</Text>);
}

function countryName(country: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/**
 * The built-in terms of service and privacy notice, or links to the operator's own documents when
 * `/config.json` announces them (docs/product/shell.md#terms-and-privacy). The operator, its
 * country's law and the events retention come from the server, so the text matches this
 * installation.
 */
export function TermsContent({ order, privacyId }: TermsContentProps) {
  const { t, i18n } = useTranslation();
  const ready = useTermsTexts();
  const config = usePublicConfig();
  if (!ready || !config) return <Loader size="sm" aria-label={t('common.loading')} />;
  const legal: LegalInfo = config.legal;
  const operator = legal.operator;
  const values = {
    operator: operator?.name ?? t('legal.operatorFallback'),
    contact: operator?.email || t('legal.contactFallback'),
    law: operator?.country
      ? t('legal.lawOf', { country: countryName(operator.country, i18n.language) })
      : t('legal.lawFallback'),
    retention:
      legal.eventsRetentionDays === 0
        ? t('legal.retentionForever')
        : t('legal.retentionDays', { count: legal.eventsRetentionDays }),
    trialDays: TRIAL_DAYS,
    trialQueries: new Intl.NumberFormat(i18n.language).format(TRIAL_QUERY_THRESHOLD),
  };
  const heading = (order + 1) as TitleOrder;

  return (
    <Stack gap="sm">
      <Text>{t('legal.intro')}</Text>
      <Title order={order}>{t('legal.termsTitle')}</Title>
      {legal.termsUrl ? (
        <Text>
          {t('legal.external.terms')}{' '}
          <Anchor href={legal.termsUrl} target="_blank" rel="noopener">
            {t('legal.external.openTerms')}
          </Anchor>
        </Text>
      ) : (
        TERMS_SECTIONS.map((id) => (
          <Stack key={id} gap="xs">
            <Title order={heading}>{t(`legal.terms.${id}.heading`)}</Title>
            <Paragraphs text={t(`legal.terms.${id}.body`, values)} />
          </Stack>
        ))
      )}
      <Stack gap="sm" id={privacyId} component="section">
        <Title order={order}>{t('legal.privacyTitle')}</Title>
        {legal.privacyUrl ? (
          <Text>
            {t('legal.external.privacy')}{' '}
            <Anchor href={legal.privacyUrl} target="_blank" rel="noopener">
              {t('legal.external.openPrivacy')}
            </Anchor>
          </Text>
        ) : (
          PRIVACY_SECTIONS.map((id) => (
            <Stack key={id} gap="xs">
              <Title order={heading}>{t(`legal.privacy.${id}.heading`)}</Title>
              <Paragraphs text={t(`legal.privacy.${id}.body`, values)} />
            </Stack>
          ))
        )}
      </Stack>
    </Stack>
  );
}
