import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { resetRequestSchema, type ResetRequestInput } from '../../../../shared/schemas/account';
import { AccountSubmit, EmailField } from '../../../components/account-fields';
import { ErrorBox } from '../../../components/ui/error-box';
import { runAuthCall, type AuthFailure } from '../../../lib/auth-call';
import { authClient } from '../../../lib/auth-client';
import { auth } from '../../../i18n/namespaces/auth';
import { useT } from '../../../i18n/use-t';
import { useAuthFailureText } from '../auth-failure-text';
import { SwitchPrompt } from './switch-prompt';

type ResetRequestFormProps = {
  defaultEmail: string;
  onSignIn: () => void;
  onSent: (email: string) => void;
};

/** Asks for a reset link; the mail's link lands on /reset-password. */
export function ResetRequestForm({ defaultEmail, onSignIn, onSent }: ResetRequestFormProps) {
  const t = useT(auth);
  const failureText = useAuthFailureText();
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
      {failure ? <ErrorBox>{failureText(failure)}</ErrorBox> : null}
      <EmailField registration={register('email')} error={errors.email?.message} />
      <AccountSubmit pending={isSubmitting} pendingText={t('auth:reset.pending')}>
        {t('auth:reset.submit')}
      </AccountSubmit>
      <SwitchPrompt
        question={t('auth:reset.remember')}
        action={t('auth:reset.back')}
        onClick={onSignIn}
      />
    </form>
  );
}
