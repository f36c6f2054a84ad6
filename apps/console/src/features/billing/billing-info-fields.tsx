import { NativeSelect, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { isPecRequired, isSdiRequired } from '@trova/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isSdiShownValid,
  requiredBillingFields,
  type BillingField,
  type BillingFieldError,
  type BillingFormValues,
} from './billing-info-form.rules';
import { countryOptions } from './countries';
import { regionOptions } from './regions';

export interface BillingFieldsProps {
  values: BillingFormValues;
  /** Errors to show now: the form shows a field's error once it was left. */
  errors: Partial<Record<BillingField, BillingFieldError>>;
  onChange: (field: BillingField, value: string) => void;
  onBlur: (field: BillingField) => void;
}

/** Country, state, SDI and PEC: the fields whose rules follow the country. */
export function CountryFields({ values, errors, onChange, onBlur }: BillingFieldsProps) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const regions = regionOptions(values.country);
  const required = requiredBillingFields(values.country);
  const error = (field: BillingField) => {
    const kind = errors[field];
    return kind ? t(`billing.info.errors.${kind}`) : undefined;
  };
  return (
    <>
      <NativeSelect
        label={t('billing.info.country')}
        withAsterisk
        aria-required
        value={values.country}
        onChange={(event) => onChange('country', event.currentTarget.value)}
        onBlur={() => onBlur('country')}
        error={error('country')}
        data={[{ value: '', label: t('billing.info.chooseCountry') }, ...countries]}
      />
      {regions ? (
        <NativeSelect
          label={t('billing.info.state')}
          withAsterisk
          aria-required
          value={values.state}
          onChange={(event) => onChange('state', event.currentTarget.value)}
          onBlur={() => onBlur('state')}
          error={error('state')}
          data={[{ value: '', label: t('billing.info.chooseRegion') }, ...regions]}
        />
      ) : (
        <TextInput
          label={t('billing.info.state')}
          withAsterisk={required.has('state')}
          value={values.state}
          onChange={(event) => onChange('state', event.currentTarget.value)}
          onBlur={() => onBlur('state')}
          autoComplete="address-level1"
        />
      )}
      {isSdiRequired(values.country) ? (
        <TextInput
          label={t('billing.info.sdi')}
          description={t('billing.info.sdiHint')}
          withAsterisk
          aria-required
          maxLength={7}
          value={values.sdi}
          onChange={(event) => onChange('sdi', event.currentTarget.value.toUpperCase())}
          onBlur={() => onBlur('sdi')}
          error={error('sdi')}
          rightSection={
            isSdiShownValid(values) ? (
              <IconCircleCheck
                size={18}
                color="var(--mantine-color-green-7)"
                role="img"
                aria-label={t('billing.info.sdiValid')}
              />
            ) : null
          }
        />
      ) : null}
      {isSdiRequired(values.country) || isPecRequired(values.country) ? (
        <TextInput
          label={t('billing.info.pec')}
          type="email"
          withAsterisk={required.has('pec')}
          aria-required={required.has('pec')}
          value={values.pec}
          onChange={(event) => onChange('pec', event.currentTarget.value)}
          onBlur={() => onBlur('pec')}
          error={error('pec')}
        />
      ) : null}
    </>
  );
}
