import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { resetRequestSchema, type ResetRequestInput } from '../../../../shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { runAuthCall, type AuthFailure } from '../../../lib/auth-call';
import { authClient } from '../../../lib/auth-client';

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
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? (
          <>
            <Spinner /> Sending...
          </>
        ) : (
          'Send Reset Link'
        )}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Remember your password?{' '}
        <Button variant="link" onClick={onSignIn}>
          Back to Sign In
        </Button>
      </p>
    </form>
  );
}
