import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { signInSchema, type SignInInput } from '../../../../shared/schemas/account';
import { AccountSubmit, EmailField, PasswordField } from '../../../components/account-fields';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { runAuthCall, type AuthFailure } from '../../../lib/auth-call';
import { authClient } from '../../../lib/auth-client';
import { useAuth } from '../../../lib/auth-context';
import { auth } from '../../../i18n/namespaces/auth';
import { useT } from '../../../i18n/use-t';
import { useAuthFailureText } from '../auth-failure-text';
import { MailboxHint } from './mailbox-hint';
import { SwitchPrompt } from './switch-prompt';

type LoginFormProps = {
  defaultEmail: string;
  onForgotPassword: () => void;
  onSignUp: () => void;
  onSignedIn: () => void;
};

export function LoginForm({
  defaultEmail,
  onForgotPassword,
  onSignUp,
  onSignedIn,
}: LoginFormProps) {
  const t = useT(auth);
  const failureText = useAuthFailureText();
  const { signedIn } = useAuth();
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const submit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    const failed = await runAuthCall(() => authClient.signIn.email({ email, password }));
    if (failed) {
      setFailure(failed);
      return;
    }
    signedIn();
    onSignedIn();
  });

  // Signing in to an unconfirmed account re-sends the confirmation mail; say so.
  const unconfirmed = failure?.code === 'EMAIL_NOT_VERIFIED';
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {failure ? (
        <ErrorBox detail={unconfirmed ? t('auth:login.newConfirmationSent') : undefined}>
          {failureText(failure)}
        </ErrorBox>
      ) : null}
      {unconfirmed ? <MailboxHint /> : null}
      <EmailField registration={register('email')} error={errors.email?.message} />
      <PasswordField
        registration={register('password')}
        error={errors.password?.message}
        label={t('auth:field.password')}
        placeholder={t('auth:field.passwordPlaceholder')}
        autoComplete="current-password"
      />
      <div className="flex justify-end">
        <Button variant="link" className="text-sm" onClick={onForgotPassword}>
          {t('auth:login.forgot')}
        </Button>
      </div>
      <AccountSubmit pending={isSubmitting} pendingText={t('auth:login.pending')}>
        {t('auth:login.submit')}
      </AccountSubmit>
      <SwitchPrompt
        question={t('auth:login.noAccount')}
        action={t('auth:login.signUp')}
        onClick={onSignUp}
      />
    </form>
  );
}
