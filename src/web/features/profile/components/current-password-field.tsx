import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '../../../components/account-fields';

/** The current password that a change of e-mail or password must be confirmed with. */
export function CurrentPasswordField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  return (
    <PasswordField
      registration={registration}
      error={error}
      label="Current Password"
      placeholder="Enter your current password"
      autoComplete="current-password"
    />
  );
}
