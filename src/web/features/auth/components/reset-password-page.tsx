import { zodResolver } from '@hookform/resolvers/zod';
import KeyRound from 'lucide-react/icons/key-round';
import Link2Off from 'lucide-react/icons/link-2-off';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import { newPasswordSchema, type NewPasswordInput } from '../../../../shared/schemas/account';
import { AccountSubmit, NewPasswordFields } from '../../../components/account-fields';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { useToast } from '../../../components/ui/toast/toast-context';
import { auth } from '../../../i18n/namespaces/auth';
import { useT } from '../../../i18n/use-t';
import { runAuthCall, type AuthFailure } from '../../../lib/auth-call';
import { authClient } from '../../../lib/auth-client';
import { useAuth } from '../../../lib/auth-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublicConfig } from '../../../lib/use-public-config';
import { useAuthFailureText } from '../auth-failure-text';
import { confirmedMessage } from '../link-outcome';
import { useAuthModal } from '../hooks/use-auth-modal';
import { PublicLayout } from './public-layout';

/**
 * /reset-password, where the reset e-mail's link lands with ?token=… (or ?error=INVALID_TOKEN
 * when the service already knows the link is bad). Works signed in or out. With ?confirm=1 it is
 * where a sign-up's confirmation link opened in another browser lands: the same form chooses the
 * password, which confirms the account (decision 0048).
 */
export function ResetPasswordPage() {
  const params = new URLSearchParams(useSearch());
  const token = params.get('token');
  const confirming = params.get('confirm') === '1';
  const t = useT(auth);
  const [problem, setProblem] = useState<'missing' | 'invalid' | null>(
    !token ? (params.get('error') ? 'invalid' : 'missing') : null,
  );
  useDocumentTitle(t(confirming ? 'auth:confirm.documentTitle' : 'auth:newPassword.documentTitle'));

  return (
    <PublicLayout>
      {problem || !token ? (
        <BadLink reason={problem ?? 'missing'} confirming={confirming} />
      ) : (
        <NewPasswordForm
          token={token}
          confirming={confirming}
          onInvalidToken={() => setProblem('invalid')}
        />
      )}
    </PublicLayout>
  );
}

type NewPasswordFormProps = { token: string; confirming: boolean; onInvalidToken: () => void };

function NewPasswordForm({ token, confirming, onInvalidToken }: NewPasswordFormProps) {
  const t = useT(auth);
  const failureText = useAuthFailureText();
  const toast = useToast();
  const session = useAuth();
  const config = usePublicConfig();
  const authModal = useAuthModal();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    const failed = await runAuthCall(() =>
      authClient.resetPassword({ newPassword: password, token }),
    );
    if (failed?.code === 'INVALID_TOKEN' || failed?.message === 'Invalid token') {
      onInvalidToken();
      return;
    }
    const passwordProblem = failed?.fields.newPassword;
    if (passwordProblem) {
      setError('password', { message: passwordProblem });
      return;
    }
    if (failed) {
      setFailure(failed);
      return;
    }
    // A reset ends every session of the account, this browser's included.
    if (session.status === 'signed-in') await session.signOut({ silent: true });
    else navigate('/', { replace: true });
    // Under the approval policy a newly confirmed account waits for a station manager.
    if (confirming)
      toast.success(
        t('auth:confirm.doneTitle'),
        confirmedMessage(t, config.data?.signupPolicy === 'approval'),
      );
    else toast.success(t('auth:newPassword.doneTitle'), t('auth:newPassword.doneMessage'));
    authModal.open('login');
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-xl bg-indigo-600 text-white shadow-sm">
          <KeyRound aria-hidden className="size-6" />
        </div>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
          {t(confirming ? 'auth:confirm.title' : 'auth:newPassword.title')}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          {t(confirming ? 'auth:confirm.intro' : 'auth:newPassword.intro')}
        </p>
      </div>
      {failure ? <ErrorBox>{failureText(failure)}</ErrorBox> : null}
      <NewPasswordFields
        wording="new"
        password={register('password')}
        confirmPassword={register('confirmPassword')}
        errors={errors}
      />
      <AccountSubmit
        pending={isSubmitting}
        pendingText={t(confirming ? 'auth:confirm.pending' : 'auth:newPassword.pending')}
      >
        {t(confirming ? 'auth:confirm.submit' : 'auth:newPassword.submit')}
      </AccountSubmit>
    </form>
  );
}

function BadLink({ reason, confirming }: { reason: 'missing' | 'invalid'; confirming: boolean }) {
  const t = useT(auth);
  const session = useAuth();
  const authModal = useAuthModal();
  const [, navigate] = useLocation();

  const requestNewLink = () => {
    if (session.status === 'signed-in') {
      // Signed-in users send themselves a link from Profile Settings.
      navigate('/profile');
      return;
    }
    navigate('/', { replace: true });
    authModal.open('reset');
  };

  return (
    <div className="text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <Link2Off aria-hidden className="size-6" />
      </div>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
        {t(
          confirming
            ? 'auth:confirm.badLinkTitle'
            : reason === 'missing'
              ? 'auth:badLink.missingTitle'
              : 'auth:badLink.invalidTitle',
        )}
      </h1>
      <p role="alert" className="mt-3 text-sm text-slate-600">
        {t(
          confirming
            ? 'auth:confirm.badLinkText'
            : reason === 'missing'
              ? 'auth:badLink.missingText'
              : 'auth:badLink.invalidText',
        )}
      </p>
      <Button size="lg" className="mt-8 w-full" onClick={requestNewLink}>
        {t('auth:badLink.requestNew')}
      </Button>
      <Button
        variant="link"
        className="mt-4 text-sm"
        onClick={() => navigate('/', { replace: true })}
      >
        {t('auth:badLink.backToStart')}
      </Button>
    </div>
  );
}
