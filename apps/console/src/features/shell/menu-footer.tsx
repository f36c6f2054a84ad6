import { Anchor, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '../../lib/api/use-public-config';
import { privacyUrl } from '../terms/urls';
import { TermsModal } from './terms-modal';

export function MenuFooter() {
  const { t, i18n } = useTranslation();
  const [termsOpen, terms] = useDisclosure(false);
  const operatorPrivacy = usePublicConfig()?.legal.privacyUrl;
  return (
    <Group component="footer" justify="center" gap="md" pb="xs">
      {operatorPrivacy ? (
        <Anchor href={operatorPrivacy} target="_blank" rel="noopener" size="xs">
          {t('footer.privacy')}
        </Anchor>
      ) : (
        <Anchor component={Link} to={privacyUrl(i18n.language)} size="xs">
          {t('footer.privacy')}
        </Anchor>
      )}
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
