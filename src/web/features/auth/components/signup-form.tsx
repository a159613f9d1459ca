import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { signUpSchema, type SignUpInput } from '../../../../shared/schemas/account';
import {
  AccountSubmit,
  EmailField,
  NewPasswordFields,
  useCheckMessage,
} from '../../../components/account-fields';
import { ErrorBox } from '../../../components/ui/error-box';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { runAuthCall, type AuthFailure } from '../../../lib/auth-call';
import { authClient } from '../../../lib/auth-client';
import { auth } from '../../../i18n/namespaces/auth';
import { useT } from '../../../i18n/use-t';
import { useAuthFailureText } from '../auth-failure-text';
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
  const t = useT(auth);
  const failureText = useAuthFailureText();
  const check = useCheckMessage();
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
      {failure ? <ErrorBox>{failureText(failure)}</ErrorBox> : null}
      {invitation ? (
        <p className="rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-900 ring-1 ring-indigo-200">
          {t('auth:signup.invitedAs', { role: invitation.role })}
        </p>
      ) : null}
      <FormField
        label={t('auth:field.username')}
        labelNote={t('auth:field.optional')}
        error={check(errors.username?.message)}
      >
        {(control) => (
          <Input
            {...control}
            {...register('username')}
            autoComplete="username"
            placeholder={t('auth:field.usernamePlaceholder')}
          />
        )}
      </FormField>
      <EmailField
        registration={register('email')}
        error={errors.email?.message}
        hint={invitation && t('auth:field.invitedEmailHint')}
        readOnly={!!invitation}
      />
      <NewPasswordFields
        wording="first"
        password={register('password')}
        confirmPassword={register('confirmPassword')}
        errors={errors}
      />
      <AccountSubmit pending={isSubmitting} pendingText={t('auth:signup.pending')}>
        {t('auth:signup.submit')}
      </AccountSubmit>
      <SwitchPrompt
        question={t('auth:signup.haveAccount')}
        action={t('auth:signup.signIn')}
        onClick={onSignIn}
      />
    </form>
  );
}
