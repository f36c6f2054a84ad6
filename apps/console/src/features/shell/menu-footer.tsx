import { Anchor, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TermsModal } from './terms-modal';

/**
 * The privacy notice lives in the contract terms page, one section per language; the link targets the
 * section of the interface language, which is the spec's "Italian or English variant".
 */
export function privacyHref(language: string): string {
  return `/terms#privacy-${language === 'it' ? 'it' : 'en'}`;
}

export function MenuFooter() {
  const { t, i18n } = useTranslation();
  const [termsOpen, terms] = useDisclosure(false);
  return (
    <Group component="footer" justify="center" gap="md" pb="xs">
      <Anchor component={Link} to={privacyHref(i18n.language)} size="xs">
        {t('footer.privacy')}
      </Anchor>
      <Anchor
        component="button"
        type="button"
        size="xs"
        onClick={terms.open}
        aria-haspopup="dialog"
      >
        {t('footer.terms')}
      </Anchor>
      <TermsModal opened={termsOpen} onClose={terms.close} onAccept={terms.close} />
    </Group>
  );
}
