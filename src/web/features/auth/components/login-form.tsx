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
        <ErrorBox
          detail={
            unconfirmed
              ? 'We have sent you a new confirmation link. Please check your email.'
              : undefined
          }
        >
          {failure.message}
        </ErrorBox>
      ) : null}
      {unconfirmed ? <MailboxHint /> : null}
      <EmailField registration={register('email')} error={errors.email?.message} />
      <PasswordField
        registration={register('password')}
        error={errors.password?.message}
        label="Password"
        placeholder="Enter your password"
        autoComplete="current-password"
      />
      <div className="flex justify-end">
        <Button variant="link" className="text-sm" onClick={onForgotPassword}>
          Forgot your password?
        </Button>
      </div>
      <AccountSubmit pending={isSubmitting} pendingText="Signing in...">
        Sign In
      </AccountSubmit>
      <SwitchPrompt question="Don't have an account?" action="Sign up" onClick={onSignUp} />
    </form>
  );
}
