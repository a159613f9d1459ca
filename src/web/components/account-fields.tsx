import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_MIN, USERNAME_MIN } from '../../shared/constants/limits';
import { CURRENT_PASSWORD_MESSAGES } from '../../shared/schemas/account';
import { PASSWORD_RULE_MESSAGES } from '../../shared/schemas/password-rules';
import { auth } from '../i18n/namespaces/auth';
import type { Translate } from '../i18n/translate';
import { useT } from '../i18n/use-t';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';
import { PasswordInput } from './ui/password-input';
import { PendingButton } from './ui/pending-button';

/**
 * The fields of the account forms (sign-in, sign-up, password reset, Profile Settings), one each,
 * so an address or a password is asked for the same way wherever it is asked for.
 */

type FieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string | undefined;
};

const USERNAME_MAX = 50;
const PASSWORD_MAX = 128;
/**
 * The account forms' own checks in the reader's language. The checks are the shared zod fields,
 * whose English the server also uses; a message known here is shown by its key, any other (a
 * server's field refusal, already in the request's language) as it came.
 */
const CHECKS: Record<string, (t: Translate<'auth'>) => string> = {
  'Please enter a valid email address': (t) => t('auth:check.emailInvalid'),
  [`Password must be at least ${PASSWORD_MIN} characters`]: (t) =>
    t('auth:check.passwordTooShort', { min: PASSWORD_MIN }),
  [`Password must be at most ${PASSWORD_MAX} characters`]: (t) =>
    t('auth:check.passwordTooLong', { max: PASSWORD_MAX }),
  "Passwords don't match": (t) => t('auth:check.passwordsDiffer'),
  [`Username must be at least ${USERNAME_MIN} characters`]: (t) =>
    t('auth:check.usernameTooShort', { min: USERNAME_MIN }),
  [`Username must be at most ${USERNAME_MAX} characters`]: (t) =>
    t('auth:check.usernameTooLong', { max: USERNAME_MAX }),
  [PASSWORD_RULE_MESSAGES.blank]: (t) => t('auth:check.passwordBlank'),
  [PASSWORD_RULE_MESSAGES.common]: (t) => t('auth:check.passwordCommon'),
  [PASSWORD_RULE_MESSAGES.identity]: (t) => t('auth:check.passwordIdentity'),
  [CURRENT_PASSWORD_MESSAGES.required]: (t) => t('auth:check.currentPasswordRequired'),
  [CURRENT_PASSWORD_MESSAGES.wrong]: (t) => t('auth:check.currentPasswordWrong'),
};

/** A field's check message in the reader's language (see CHECKS). */
export function useCheckMessage(): (message: string | undefined) => string | undefined {
  const t = useT(auth);
  return (message) => (message === undefined ? undefined : (CHECKS[message]?.(t) ?? message));
}

export function EmailField({
  registration,
  error,
  hint,
  label,
  ...input
}: FieldProps & { label?: string }) {
  const t = useT(auth);
  const check = useCheckMessage();
  return (
    <FormField label={label ?? t('auth:field.email')} error={check(error)} hint={hint}>
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
  const check = useCheckMessage();
  return (
    <FormField label={label} error={check(error)} hint={hint}>
      {(control) => <PasswordInput {...control} {...registration} {...input} />}
    </FormField>
  );
}

/** The current password that a change of e-mail or password must be confirmed with. */
export function CurrentPasswordField(props: Pick<FieldProps, 'registration' | 'error'>) {
  const t = useT(auth);
  return (
    <PasswordField
      label={t('auth:field.currentPassword')}
      placeholder={t('auth:field.currentPasswordPlaceholder')}
      autoComplete="current-password"
      {...props}
    />
  );
}

/** Sign-up words the password as the account's first; a reset or a change as a new one. */
const NEW_PASSWORD_WORDING = {
  first: [
    'auth:field.password',
    'auth:field.createPassword',
    'auth:field.confirmPassword',
    'auth:field.repeatPassword',
  ],
  new: [
    'auth:field.newPassword',
    'auth:field.newPasswordPlaceholder',
    'auth:field.confirmNewPassword',
    'auth:field.repeatNewPassword',
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
  const t = useT(auth);
  const [label, placeholder, confirmLabel, confirmPlaceholder] = NEW_PASSWORD_WORDING[wording];
  const fields = [
    [
      password,
      errors.password,
      label,
      placeholder,
      t('auth:field.passwordHint', { min: PASSWORD_MIN }),
    ],
    [confirmPassword, errors.confirmPassword, confirmLabel, confirmPlaceholder, undefined],
  ] as const;
  return fields.map(([registration, error, label, placeholder, hint]) => (
    <PasswordField
      key={registration.name}
      {...{ registration, hint }}
      label={t(label)}
      placeholder={t(placeholder)}
      error={error?.message}
      autoComplete="new-password"
    />
  ));
}

/** The wide submit button of the sign-in, sign-up and password forms. */
export function AccountSubmit(props: Omit<ComponentProps<typeof PendingButton>, 'type'>) {
  return <PendingButton type="submit" size="lg" className="w-full" {...props} />;
}
