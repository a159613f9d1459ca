import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Profile } from '../../../../shared/schemas/account';
import { LanguageSelect } from '../../../components/language-select';
import { PendingButton } from '../../../components/ui/pending-button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { profile as profileTexts } from '../../../i18n/namespaces/profile';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-error';
import { afterPaint } from '../../../lib/after-paint';
import { useLanguage } from '../../../i18n/language-context';
import { formatDateTime } from '../../../lib/format-date';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { usePublicConfig } from '../../../lib/use-public-config';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import type { AuthUser } from '../../../lib/auth-context';
import { updateProfile } from '../api/profile-api';
import { isUploadedImage, useImageUpload } from '../../../lib/use-image-upload';
import type { BannerActions } from '../hooks/use-banner';
import { profileQueryKey } from '../hooks/use-profile';
import type { ProfileFormInput, ProfileFormValues } from '../profile-form-schema';
import { browserTimeZone, profileFormValues } from '../profile-form-values';
import { checkMessage } from '../check-messages';
import { AccountDetails } from './account-details';
import { TimeFormatSelect } from './time-format-select';
import { AvatarField } from './avatar-field';
import { TabHeading } from './tab-heading';
import { TimezoneSelect } from './timezone-select';

type ProfileResponse = { profile: Profile; emailSyncError?: string };
const formFields = ['username', 'avatarUrl', 'timezone', 'language', 'timeFormat'] as const;
/** The form's checks (and zod with them) come after the page has painted (lazy-resolver.ts). */
const profileChecks = lazyResolver(() =>
  import('../profile-form-schema').then((m) => m.profileFormResolver),
);

export function ProfileInfoTab({
  profile,
  user,
  banner,
}: {
  profile: Profile;
  user: AuthUser;
  banner: BannerActions;
}) {
  const queryClient = useQueryClient();
  const t = useT(profileTexts);
  const language = useLanguage();
  const [browserZone] = useState(browserTimeZone);
  useEffect(() => afterPaint(() => void profileChecks.preload()), []);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors },
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: profileChecks,
    defaultValues: profileFormValues(profile, browserZone),
  });
  const mode = useWatch({ control, name: 'avatarMode' });
  const chosenZone = useWatch({ control, name: 'timezone' });
  const stationZone = usePublicConfig().data?.stationTimeZone;
  const urlValue = useWatch({ control, name: 'avatarUrl' });
  const upload = useImageUpload(
    isUploadedImage(profile.avatarUrl) ? (profile.avatarUrl ?? '') : '',
  );

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) =>
      queryClient.setQueryData<ProfileResponse>(profileQueryKey, (old) => ({
        ...old,
        profile: saved,
      })),
  });

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        username: values.username,
        avatarUrl: values.avatarMode === 'url' ? values.avatarUrl.trim() : upload.url,
        timezone: values.timezone,
        language: values.language,
        timeFormat: values.timeFormat,
      });
      banner.success({ key: 'profile:saved' });
    } catch (error) {
      showServerFieldErrors(error, formFields, setError);
      banner.error(errorMessage(error));
    }
  });

  const avatarBlocked = mode === 'upload' && upload.blocksSave;
  return (
    <form onSubmit={submit} noValidate className="space-y-8">
      <TabHeading title={t('profile:tab.profile')} text={t('profile:info.text')} />
      <AccountDetails
        email={user.email}
        role={profile.role}
        createdAt={user.createdAt || profile.createdAt}
      />
      <FormField
        label={t('profile:username')}
        error={checkMessage(t, errors.username?.message)}
        hint={t('profile:username.hint')}
      >
        {(control) => (
          <Input
            {...control}
            {...register('username')}
            autoComplete="username"
            placeholder={t('profile:username.placeholder')}
            className="max-w-md"
          />
        )}
      </FormField>
      <AvatarField
        mode={mode}
        onModeChange={(next) => setValue('avatarMode', next)}
        urlValue={urlValue}
        urlInput={register('avatarUrl')}
        urlError={checkMessage(t, errors.avatarUrl?.message)}
        upload={upload}
      />
      <FormField
        label={t('profile:timezone')}
        error={checkMessage(t, errors.timezone?.message)}
        hint={
          <>
            {t('profile:timezone.hint', {
              zone: stationZone?.replaceAll('_', ' ') ?? t('profile:timezone.stationZone'),
            })}
            {chosenZone ? (
              <span className="mt-1 block">
                {t('profile:timezone.now', {
                  time: formatDateTime(new Date(), chosenZone, undefined, language),
                })}
              </span>
            ) : null}
          </>
        }
      >
        {(fieldControl) => (
          <Controller
            control={control}
            name="timezone"
            render={({ field }) => (
              <TimezoneSelect
                {...fieldControl}
                value={field.value ?? ''}
                onValueChange={field.onChange}
                extraZones={[browserZone, profile.timezone ?? '']}
                className="max-w-md"
              />
            )}
          />
        )}
      </FormField>
      <FormField
        label={t('profile:language')}
        error={errors.language?.message}
        hint={t('profile:language.hint')}
      >
        {(fieldControl) => (
          <Controller
            control={control}
            name="language"
            render={({ field }) => (
              <LanguageSelect
                {...fieldControl}
                value={field.value || null}
                emptyLabel={t('profile:language.browser')}
                onLanguageChange={(language) => field.onChange(language ?? '')}
                className="max-w-md"
              />
            )}
          />
        )}
      </FormField>
      <FormField label={t('profile:timeFormat')} error={errors.timeFormat?.message}>
        {(fieldControl) => <TimeFormatSelect {...fieldControl} {...register('timeFormat')} />}
      </FormField>
      <div className="flex justify-end border-t border-slate-200 pt-6">
        <PendingButton
          type="submit"
          disabled={avatarBlocked}
          pending={save.isPending}
          pendingText={t('profile:saving')}
        >
          {t('profile:save')}
        </PendingButton>
      </div>
    </form>
  );
}
