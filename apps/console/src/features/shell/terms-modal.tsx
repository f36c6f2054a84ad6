import { useState } from 'react';
import { Anchor, Button, Checkbox, Group, Modal, ScrollArea, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '../../lib/api/use-public-config';
import { TermsContent } from '../terms/terms-content';
import { termsPath } from '../terms/urls';

interface TermsModalProps {
  opened: boolean;
  onClose: () => void;
  onAccept: () => void;
}

/**
 * Accepting needs two checkboxes, ticked in order (docs/product/shell.md#terms-and-privacy).
 * Clearing the first clears the second too, so the specific approval never outlives the acceptance
 * it depends on.
 */
export function TermsModal({ opened, onClose, onAccept }: TermsModalProps) {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(false);
  const [approved, setApproved] = useState(false);
  const operatorTerms = usePublicConfig()?.legal.termsUrl;

  const reset = () => {
    setAccepted(false);
    setApproved(false);
  };
  const close = () => {
    reset();
    onClose();
  };
  const accept = () => {
    reset();
    onAccept();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('termsModal.title')} centered size="lg">
      <Stack>
        <ScrollArea.Autosize mah="50vh" type="auto">
          <TermsContent order={3} />
        </ScrollArea.Autosize>
        {operatorTerms ? (
          <Anchor href={operatorTerms} target="_blank" rel="noopener">
            {t('termsModal.readFull')}
          </Anchor>
        ) : (
          <Anchor component={Link} to={termsPath} onClick={close}>
            {t('termsModal.readFull')}
          </Anchor>
        )}
        <Checkbox
          label={t('termsModal.acceptTerms')}
          checked={accepted}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setAccepted(checked);
            if (!checked) setApproved(false);
          }}
        />
        <Checkbox
          label={t('termsModal.approveClauses')}
          checked={approved}
          disabled={!accepted}
          onChange={(event) => setApproved(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('termsModal.cancel')}
          </Button>
          <Button disabled={!accepted || !approved} onClick={accept}>
            {t('termsModal.accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
