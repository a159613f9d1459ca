import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { signInSchema, type SignInInput } from '../../../../shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { runAuthCall, type AuthFailure } from '../../../lib/auth-call';
import { authClient } from '../../../lib/auth-client';
import { useAuth } from '../../../lib/auth-context';
import { MailboxHint } from './mailbox-hint';

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
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            placeholder="you@station.com"
          />
        )}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            {...register('password')}
            autoComplete="current-password"
            placeholder="Enter your password"
          />
        )}
      </FormField>
      <div className="flex justify-end">
        <Button variant="link" className="text-sm" onClick={onForgotPassword}>
          Forgot your password?
        </Button>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? (
          <>
            <Spinner /> Signing in...
          </>
        ) : (
          'Sign In'
        )}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Don&apos;t have an account?{' '}
        <Button variant="link" onClick={onSignUp}>
          Sign up
        </Button>
      </p>
    </form>
  );
}
