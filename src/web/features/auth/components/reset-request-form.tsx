import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { resetRequestSchema, type ResetRequestInput } from '../../../../shared/schemas/account';
import { AccountSubmit, EmailField } from '../../../components/account-fields';
import { ErrorBox } from '../../../components/ui/error-box';
import { runAuthCall, type AuthFailure } from '../../../lib/auth-call';
import { authClient } from '../../../lib/auth-client';
import { SwitchPrompt } from './switch-prompt';

type ResetRequestFormProps = {
  defaultEmail: string;
  onSignIn: () => void;
  onSent: (email: string) => void;
};

/** Asks for a reset link; the mail's link lands on /reset-password. */
export function ResetRequestForm({ defaultEmail, onSignIn, onSent }: ResetRequestFormProps) {
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestInput>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: defaultEmail },
  });

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    const failed = await runAuthCall(() =>
      authClient.requestPasswordReset({ email, redirectTo: '/reset-password' }),
    );
    if (failed) {
      setFailure(failed);
      return;
    }
    onSent(email);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {failure ? <ErrorBox>{failure.message}</ErrorBox> : null}
      <EmailField registration={register('email')} error={errors.email?.message} />
      <AccountSubmit pending={isSubmitting} pendingText="Sending...">
        Send Reset Link
      </AccountSubmit>
      <SwitchPrompt
        question="Remember your password?"
        action="Back to Sign In"
        onClick={onSignIn}
      />
    </form>
  );
}
