import { useState, type FormEvent } from 'react';
import { Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { BillingInfo } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast/toast';
import { CountryFields } from './billing-info-fields';
import {
  billingFormErrors,
  canUpdateBillingInfo,
  withCountry,
  type BillingField,
  type BillingFormValues,
} from './billing-info-form.rules';
import { useUpdateBillingInfo } from './billing-info.queries';

const TEXT_FIELDS: readonly { field: BillingField; autoComplete: string; type?: string }[] = [
  { field: 'firstName', autoComplete: 'given-name' },
  { field: 'lastName', autoComplete: 'family-name' },
  { field: 'companyName', autoComplete: 'organization' },
  { field: 'vat', autoComplete: 'off' },
  { field: 'email', autoComplete: 'email', type: 'email' },
  { field: 'address', autoComplete: 'street-address' },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'zip', autoComplete: 'postal-code' },
];

/**
 * The billing data form (docs/product/billing.md#billing-information). Required fields carry *, a
 * field's error shows once it was left (an invalid email or SDI as soon as it is typed), and
 * Update is on only for a changed, complete form while no save runs.
 */
export function BillingInfoForm({
  stored,
  initial,
}: {
  stored: BillingInfo;
  initial: BillingFormValues;
}) {
  const { t } = useTranslation();
  const update = useUpdateBillingInfo();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<BillingField>>(new Set());
  const allErrors = billingFormErrors(values);
  const shown = Object.fromEntries(
    Object.entries(allErrors).filter(
      ([field, kind]) =>
        touched.has(field as BillingField) ||
        (kind !== 'required' && values[field as BillingField] !== ''),
    ),
  );
  const change = (field: BillingField, value: string) =>
    setValues((current) =>
      field === 'country' ? withCountry(current, value) : { ...current, [field]: value },
    );
  const blur = (field: BillingField) => setTouched((current) => new Set(current).add(field));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canUpdateBillingInfo(stored, values, update.isPending)) return;
    try {
      await update.mutateAsync(values);
      showToast({ kind: 'success', message: t('billing.info.updated') });
    } catch {
      showToast({ kind: 'danger', message: t('billing.info.failed') });
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="billing-info-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Title order={3} id="billing-info-title">
            {t('billing.info.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('billing.info.requiredNote')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {TEXT_FIELDS.map(({ field, autoComplete, type }) => (
              <TextInput
                key={field}
                label={t(`billing.info.${field}`)}
                withAsterisk={field !== 'zip'}
                aria-required={field !== 'zip'}
                type={type}
                autoComplete={autoComplete}
                value={values[field]}
                onChange={(event) => change(field, event.currentTarget.value)}
                onBlur={() => blur(field)}
                error={shown[field] ? t(`billing.info.errors.${shown[field]}`) : undefined}
              />
            ))}
            <CountryFields values={values} errors={shown} onChange={change} onBlur={blur} />
          </SimpleGrid>
          <Button
            type="submit"
            loading={update.isPending}
            disabled={!canUpdateBillingInfo(stored, values, update.isPending)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('billing.info.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
