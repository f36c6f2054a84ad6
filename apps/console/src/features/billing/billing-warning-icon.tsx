import { Tooltip, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BillingWarnings } from './billing-state.rules';

const ORDER = [
  'planInactive',
  'paymentFailed',
  'infoIncomplete',
  'noCard',
  'deactivating',
] as const;

/** What the warning icon means, cause by cause; null when nothing warns. */
export function useBillingWarningText(
  warnings: BillingWarnings,
  causes: readonly (typeof ORDER)[number][] = ORDER,
) {
  const { t } = useTranslation();
  const texts = ORDER.filter((cause) => causes.includes(cause) && warnings[cause]).map((cause) =>
    t(`billing.warnings.causes.${cause}`),
  );
  return texts.length === 0 ? null : t('billing.warnings.icon', { causes: texts.join(' ') });
}

/**
 * The warning icon of the billing menu entry and tabs (docs/product/shell.md#section-tabs). The
 * icon is decoration: links point at the description with `aria-describedby`, so their names stay
 * their labels and a screen reader still hears why.
 */
export function BillingWarningIcon({ text }: { text: string }) {
  return (
    <Tooltip label={text} multiline w={260}>
      <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" aria-hidden />
    </Tooltip>
  );
}

/** The description the warned links point at. */
export function BillingWarningDescription({ id, text }: { id: string; text: string }) {
  return <VisuallyHidden id={id}>{text}</VisuallyHidden>;
}
