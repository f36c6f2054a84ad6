import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface WizardActionsProps {
  onBack?: () => void;
  onNext: () => void;
  nextDisabled?: boolean;
  nextLoading?: boolean;
  /** Replaces 'Next', e.g. with 'Finish' on the last step. */
  nextLabel?: string;
}

/** Back and Next of every wizard screen; Back returns exactly one step. */
export function WizardActions({
  onBack,
  onNext,
  nextDisabled,
  nextLoading,
  nextLabel,
}: WizardActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="md">
      {onBack ? (
        <Button variant="default" onClick={onBack}>
          {t('wizard.nav.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button onClick={onNext} disabled={nextDisabled} loading={nextLoading}>
        {nextLabel ?? t('wizard.nav.next')}
      </Button>
    </Group>
  );
}
