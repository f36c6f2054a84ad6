import { useState } from 'react';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { PasswordRequirement } from '@trova/contracts';
import { useTranslation } from 'react-i18next';

interface PasswordFieldProps extends Omit<PasswordInputProps, 'label'> {
  label: string;
}

/**
 * A password input whose show/hide toggle is a real, named, focusable button: Mantine hides it from
 * the keyboard and assistive technology by default.
 */
export function PasswordField({ label, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      label={label}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': t(visible ? 'common.hideField' : 'common.showField', { field: label }),
        tabIndex: 0,
      }}
    />
  );
}

/** "The password needs: at least 8 characters, a number", listing only what is missing. */
export function passwordRequirementsText(
  t: TFunction,
  failures: readonly PasswordRequirement[],
): string {
  const missing = failures.map((failure) => t(`auth.passwordRules.${failure}`)).join(', ');
  return `${t('auth.passwordRules.heading')}: ${missing}`;
}
