import { zodResolver } from '@hookform/resolvers/zod';
import Info from 'lucide-react/icons/info';
import Mail from 'lucide-react/icons/mail';
import { useForm } from 'react-hook-form';
import { emailChangeSchema, type EmailChangeInput } from '../../../../shared/schemas/account';
import { CurrentPasswordField, EmailField } from '../../../components/account-fields';
import { PendingButton } from '../../../components/ui/pending-button';
import { errorMessage } from '../../../lib/api-error';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { changeEmail } from '../api/profile-api';
import type { BannerActions } from '../hooks/use-banner';
import { TabHeading } from './tab-heading';
import { profile as profileTexts } from '../../../i18n/namespaces/profile';
import { useT } from '../../../i18n/use-t';

/**
 * Changing the sign-in e-mail, proven by the current password: the confirmation goes to the new
 * address, and the change happens only when its link is opened (it lands on
 * /profile?email-changed=1). Other sessions of the account are signed out.
 */
export function EmailTab({ email, banner }: { email: string; banner: BannerActions }) {
  const t = useT(profileTexts);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailChangeInput>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { newEmail: '', currentPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await changeEmail(values);
    } catch (error) {
      showServerFieldErrors(error, ['newEmail', 'currentPassword'], setError);
      banner.error(errorMessage(error));
      return;
    }
    reset();
    banner.success({ key: 'profile:email.started' });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <TabHeading title={t('profile:tab.email')} text={t('profile:email.text')} />
      <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
          {t('profile:email.current')}
        </p>
        <p className="mt-1 flex items-center gap-2 font-medium break-all text-slate-900">
          <Mail aria-hidden className="size-4 shrink-0 text-slate-400" />
          {email}
        </p>
      </div>
      <EmailField
        registration={register('newEmail')}
        error={errors.newEmail?.message}
        label={t('profile:email.new')}
        placeholder="new.address@station.com"
        className="max-w-md"
      />
      <div className="max-w-md">
        <CurrentPasswordField
          registration={register('currentPassword')}
          error={errors.currentPassword?.message}
        />
      </div>
      <p className="flex items-start gap-2 rounded-lg bg-indigo-50 p-3 text-sm text-indigo-900 ring-1 ring-indigo-100">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-indigo-600" />
        {t('profile:email.note')}
      </p>
      <div className="flex justify-end border-t border-slate-200 pt-6">
        <PendingButton type="submit" pending={isSubmitting} pendingText={t('profile:updating')}>
          {t('profile:email.submit')}
        </PendingButton>
      </div>
    </form>
  );
}
