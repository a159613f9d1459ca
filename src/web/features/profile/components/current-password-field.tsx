import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';

/** The current password that a change of e-mail or password must be confirmed with. */
export function CurrentPasswordField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <FormField label="Current Password" error={error}>
      {(control) => (
        <PasswordInput
          {...control}
          {...registration}
          autoComplete="current-password"
          placeholder="Enter your current password"
        />
      )}
    </FormField>
  );
}
