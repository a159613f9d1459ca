import { zodResolver } from '@hookform/resolvers/zod';
import KeyRound from 'lucide-react/icons/key-round';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { passwordChangeSchema, type PasswordChangeInput } from '../../../../shared/schemas/account';
import { refuseOwnersIdentity } from '../../../../shared/schemas/password-rules';
import { CurrentPasswordField, NewPasswordFields } from '../../../components/account-fields';
import { PendingButton } from '../../../components/ui/pending-button';
import { errorMessage } from '../../../lib/api-error';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { runAuthCall } from '../../../lib/auth-call';
import { authClient } from '../../../lib/auth-client';
import { useAuthFailureText } from '../../auth/auth-failure-text';
import { changePassword } from '../api/profile-api';
import type { BannerActions } from '../hooks/use-banner';
import { TabHeading } from './tab-heading';
import { profile as profileTexts } from '../../../i18n/namespaces/profile';
import { useT } from '../../../i18n/use-t';

/** Password & Security: set a new password, or mail yourself a reset link. */
export function PasswordTab({ email, banner }: { email: string; banner: BannerActions }) {
  const [sending, setSending] = useState(false);
  const t = useT(profileTexts);
  const failureText = useAuthFailureText();
  // The server also refuses the username and common passwords; their messages land here too.
  const schema = useMemo(
    () =>
      passwordChangeSchema.superRefine((v, ctx) =>
        refuseOwnersIdentity(v.password, { email }, ctx),
      ),
    [email],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeInput>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await changePassword(values);
      reset();
      banner.success({ key: 'profile:password.updated' });
    } catch (error) {
      showServerFieldErrors(error, ['currentPassword', 'password', 'confirmPassword'], setError);
      banner.error(errorMessage(error));
    }
  });

  const sendResetEmail = async () => {
    setSending(true);
    const failed = await runAuthCall(() =>
      authClient.requestPasswordReset({ email, redirectTo: '/reset-password' }),
    );
    setSending(false);
    if (failed) banner.error(failureText(failed));
    else banner.success({ key: 'profile:reset.sent' });
  };

  return (
    <div className="space-y-8">
      <form onSubmit={submit} noValidate className="space-y-6">
        <TabHeading title={t('profile:tab.password')} text={t('profile:password.text')} />
        <div className="grid max-w-md gap-5">
          <CurrentPasswordField
            registration={register('currentPassword')}
            error={errors.currentPassword?.message}
          />
          <NewPasswordFields
            wording="new"
            password={register('password')}
            confirmPassword={register('confirmPassword')}
            errors={errors}
          />
        </div>
        <div className="flex justify-end">
          <PendingButton type="submit" pending={isSubmitting} pendingText={t('profile:updating')}>
            {t('profile:password.submit')}
          </PendingButton>
        </div>
      </form>

      <section
        aria-labelledby="reset-email-title"
        className="flex flex-col gap-4 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h3 id="reset-email-title" className="flex items-center gap-2 font-medium text-slate-900">
            <KeyRound aria-hidden className="size-4 text-slate-500" />
            {t('profile:reset.title')}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{t('profile:reset.hint')}</p>
        </div>
        <PendingButton
          variant="secondary"
          onClick={() => void sendResetEmail()}
          pending={sending}
          pendingText={t('profile:reset.sending')}
        >
          {t('profile:reset.submit')}
        </PendingButton>
      </section>

      <div className="flex items-start gap-3 rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
        <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
        <div>
          <p className="font-medium text-emerald-900">{t('profile:protected.title')}</p>
          <p className="mt-1 text-sm text-emerald-800">{t('profile:protected.text')}</p>
        </div>
      </div>
    </div>
  );
}
