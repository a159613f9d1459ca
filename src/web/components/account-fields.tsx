import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';
import { PasswordInput } from './ui/password-input';

/**
 * The fields of the account forms (sign-in, sign-up, password reset, Profile Settings), one each,
 * so an address or a password is asked for the same way wherever it is asked for.
 */

type FieldProps = { registration: UseFormRegisterReturn; error?: string | undefined };

export function EmailField({
  registration,
  error,
  label = 'Email',
  placeholder = 'you@station.com',
  hint,
  readOnly,
  className,
}: FieldProps & {
  label?: string;
  placeholder?: string;
  hint?: string | undefined;
  readOnly?: boolean;
  className?: string;
}) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          readOnly={readOnly}
          type="email"
          autoComplete="email"
          placeholder={placeholder}
          className={className}
        />
      )}
    </FormField>
  );
}

/** A password being proven (current-password) or chosen (new-password). */
export function PasswordField({
  registration,
  error,
  label,
  placeholder,
  hint,
  autoComplete,
}: FieldProps & {
  label: string;
  placeholder: string;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <PasswordInput
          {...control}
          {...registration}
          autoComplete={autoComplete}
          placeholder={placeholder}
        />
      )}
    </FormField>
  );
}

/** Sign-up words the password as the account's first; a reset or a change as a new one. */
const NEW_PASSWORD_WORDING = {
  first: {
    password: ['Password', 'Create a password'],
    confirm: ['Confirm Password', 'Repeat your password'],
  },
  new: {
    password: ['New Password', 'Enter a new password'],
    confirm: ['Confirm New Password', 'Repeat the new password'],
  },
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
  const words = NEW_PASSWORD_WORDING[wording];
  return (
    <>
      <PasswordField
        registration={password}
        error={errors.password?.message}
        label={words.password[0]}
        placeholder={words.password[1]}
        hint="At least 6 characters"
        autoComplete="new-password"
      />
      <PasswordField
        registration={confirmPassword}
        error={errors.confirmPassword?.message}
        label={words.confirm[0]}
        placeholder={words.confirm[1]}
        autoComplete="new-password"
      />
    </>
  );
}
