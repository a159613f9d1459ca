import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Profile } from '../../../../shared/schemas/account';
import { PROFILE_MESSAGES, PROFILE_TEXTS } from '../../../../shared/messages/account';
import { PendingButton } from '../../../components/ui/pending-button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-error';
import { afterPaint } from '../../../lib/after-paint';
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
import { AccountDetails } from './account-details';
import { AvatarField } from './avatar-field';
import { TabHeading } from './tab-heading';
import { TimezoneSelect } from './timezone-select';

type ProfileResponse = { profile: Profile; emailSyncError?: string };
const formFields = ['username', 'avatarUrl', 'timezone'] as const;
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
      });
      banner.success(PROFILE_MESSAGES.profileUpdated);
    } catch (error) {
      showServerFieldErrors(error, formFields, setError);
      banner.error(errorMessage(error));
    }
  });

  const avatarBlocked = mode === 'upload' && upload.blocksSave;
  return (
    <form onSubmit={submit} noValidate className="space-y-8">
      <TabHeading
        title="Profile Information"
        text="How you appear to colleagues, and the time zone times are shown in."
      />
      <AccountDetails
        email={user.email}
        role={profile.role}
        createdAt={user.createdAt || profile.createdAt}
      />
      <FormField
        label="Username"
        error={errors.username?.message}
        hint="Optional. At least 2 characters; shown instead of your email address."
      >
        {(control) => (
          <Input
            {...control}
            {...register('username')}
            autoComplete="username"
            placeholder="Enter a username"
            className="max-w-md"
          />
        )}
      </FormField>
      <AvatarField
        mode={mode}
        onModeChange={(next) => setValue('avatarMode', next)}
        urlValue={urlValue}
        urlInput={register('avatarUrl')}
        urlError={errors.avatarUrl?.message}
        upload={upload}
      />
      <FormField
        label="Timezone"
        error={errors.timezone?.message}
        hint={
          <>
            {PROFILE_TEXTS.timezoneHint(stationZone?.replaceAll('_', ' ') ?? 'the station’s zone')}
            {chosenZone ? (
              <span className="mt-1 block">
                The time now in this zone: {formatDateTime(new Date(), chosenZone)}
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
      <div className="flex justify-end border-t border-slate-200 pt-6">
        <PendingButton
          type="submit"
          disabled={avatarBlocked}
          pending={save.isPending}
          pendingText="Saving..."
        >
          Save Profile
        </PendingButton>
      </div>
    </form>
  );
}
