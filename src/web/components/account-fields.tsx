import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';
import { PasswordInput } from './ui/password-input';
import { PendingButton } from './ui/pending-button';
import { common } from '../i18n/namespaces/common';
import { useT } from '../i18n/use-t';

/**
 * The fields of the account forms (sign-in, sign-up, password reset, Profile Settings), one each,
 * so an address or a password is asked for the same way wherever it is asked for.
 */

type FieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string | undefined;
};

export function EmailField({
  registration,
  error,
  hint,
  label,
  ...input
}: FieldProps & { label?: string }) {
  const t = useT(common);
  return (
    <FormField label={label ?? t('common:account.email')} error={error} hint={hint}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          type="email"
          autoComplete="email"
          placeholder="you@station.com"
          {...input}
        />
      )}
    </FormField>
  );
}

/** A password being proven (autoComplete current-password) or chosen (new-password). */
export function PasswordField({
  registration,
  error,
  hint,
  label,
  ...input
}: FieldProps & { label: string; autoComplete: 'current-password' | 'new-password' }) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => <PasswordInput {...control} {...registration} {...input} />}
    </FormField>
  );
}

/** The current password that a change of e-mail or password must be confirmed with. */
export function CurrentPasswordField(props: Pick<FieldProps, 'registration' | 'error'>) {
  const t = useT(common);
  return (
    <PasswordField
      label={t('common:account.currentPassword')}
      placeholder={t('common:account.currentPasswordPlaceholder')}
      autoComplete="current-password"
      {...props}
    />
  );
}

/** Sign-up words the password as the account's first; a reset or a change as a new one. */
const NEW_PASSWORD_WORDING = {
  first: [
    'common:account.password',
    'common:account.passwordPlaceholder',
    'common:account.confirmPassword',
    'common:account.confirmPasswordPlaceholder',
  ],
  new: [
    'common:account.newPassword',
    'common:account.newPasswordPlaceholder',
    'common:account.confirmNewPassword',
    'common:account.confirmNewPasswordPlaceholder',
  ],
} as const;

type Message = { message?: string | undefined } | undefined;

/** A new password and its confirmation, with the rule of its length under the first. */
export function NewPasswordFields({
  wording,
  password,
  confirmPassword,
  errors,
}: {
  wording: keyof typeof NEW_PASSWORD_WORDING;
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { password?: Message; confirmPassword?: Message };
}) {
  const t = useT(common);
  const [labelKey, placeholderKey, confirmLabelKey, confirmPlaceholderKey] =
    NEW_PASSWORD_WORDING[wording];
  const [label, placeholder, confirmLabel, confirmPlaceholder] = [
    t(labelKey),
    t(placeholderKey),
    t(confirmLabelKey),
    t(confirmPlaceholderKey),
  ];
  const fields = [
    [password, errors.password, label, placeholder, t('common:account.passwordHint')],
    [confirmPassword, errors.confirmPassword, confirmLabel, confirmPlaceholder, undefined],
  ] as const;
  return fields.map(([registration, error, label, placeholder, hint]) => (
    <PasswordField
      key={registration.name}
      {...{ registration, label, placeholder, hint }}
      error={error?.message}
      autoComplete="new-password"
    />
  ));
}

/** The wide submit button of the sign-in, sign-up and password forms. */
export function AccountSubmit(props: Omit<ComponentProps<typeof PendingButton>, 'type'>) {
  return <PendingButton type="submit" size="lg" className="w-full" {...props} />;
}
