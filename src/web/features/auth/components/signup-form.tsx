import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { signUpSchema, type SignUpInput } from '../../../../shared/schemas/account';
import { AccountSubmit, EmailField, NewPasswordFields } from '../../../components/account-fields';
import { ErrorBox } from '../../../components/ui/error-box';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { runAuthCall, type AuthFailure } from '../../../lib/auth-call';
import { authClient } from '../../../lib/auth-client';
import { SwitchPrompt } from './switch-prompt';

/** better-auth's sign-up field names and the form's. */
const SERVER_FIELDS: Record<string, keyof SignUpInput | undefined> = {
  name: 'username',
  email: 'email',
  password: 'password',
};

type SignupFormProps = {
  onSignIn: () => void;
  onCreated: (email: string) => void;
  /** The invitation the form was opened from: its address is the account's. */
  invitation?: { token: string; email: string; role: string };
};

/** Sign-up. The account must be confirmed by e-mail before its first sign-in. */
export function SignupForm({ onSignIn, onCreated, invitation }: SignupFormProps) {
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      username: '',
      email: invitation?.email ?? '',
      password: '',
      confirmPassword: '',
    },
  });

  const submit = handleSubmit(async ({ username, email, password }) => {
    setFailure(null);
    const failed = await runAuthCall(() =>
      authClient.signUp.email({
        email,
        password,
        name: username,
        callbackURL: '/?confirmed=1',
        ...(invitation && { invitationToken: invitation.token }),
      }),
    );
    if (failed) {
      // The server's field messages (a common password, say) go to their fields; the rest on top.
      const onFields = Object.entries(failed.fields).flatMap(([field, message]) => {
        const name = SERVER_FIELDS[field];
        if (!name) return [];
        setError(name, { message });
        return [name];
      });
      if (onFields.length === 0) setFailure(failed);
      return;
    }
    onCreated(email);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {failure ? <ErrorBox>{failure.message}</ErrorBox> : null}
      {invitation ? (
        <p className="rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-900 ring-1 ring-indigo-200">
          You are invited to join as {invitation.role}.
        </p>
      ) : null}
      <FormField label="Username" labelNote="(optional)" error={errors.username?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('username')}
            autoComplete="username"
            placeholder="How colleagues will see you"
          />
        )}
      </FormField>
      <EmailField
        registration={register('email')}
        error={errors.email?.message}
        hint={invitation && 'The address your invitation was sent to'}
        readOnly={!!invitation}
      />
      <NewPasswordFields
        wording="first"
        password={register('password')}
        confirmPassword={register('confirmPassword')}
        errors={errors}
      />
      <AccountSubmit pending={isSubmitting} pendingText="Creating account...">
        Create Account
      </AccountSubmit>
      <SwitchPrompt question="Already have an account?" action="Sign in" onClick={onSignIn} />
    </form>
  );
}
