import { WithStationSettings } from './with-station-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import ImageIcon from 'lucide-react/icons/image';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { StationSettings } from '../../../../shared/team/station-settings';
import { ImageSourceField } from '../../../components/image-source-field';
import { Button } from '../../../components/ui/button';
import { CheckOption } from '../../../components/ui/check-option';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { afterPaint } from '../../../lib/after-paint';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { teamQueryKey } from '../../../lib/query-keys';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { isUploadedImage, useImageUpload } from '../../../lib/use-image-upload';
import { saveStationSettings } from '../api/team-api';
import {
  publicScheduleChange,
  publicScheduleFormValues,
  type PublicScheduleFormInput,
  type PublicScheduleFormValues,
} from '../public-schedule-form';
import { BetweenShowsSettings } from './between-shows-settings';
import { PublicScheduleEmbeds } from './public-schedule-embeds';
import { PublicScheduleLinks } from './public-schedule-links';
import { SettingsCard } from '../../../components/settings-card';
import { settings } from '../../../i18n/namespaces/settings';
import { useT } from '../../../i18n/use-t';
import { checkText } from '../settings-checks';

const FORM_FIELDS = ['publishSchedule', 'accentColor', 'logoUrl'] as const;
/** The form's checks (and zod with them) come after the page has painted (lazy-resolver.ts). */
const publicScheduleChecks = lazyResolver(() =>
  import('../public-schedule-checks').then((m) => m.publicScheduleResolver),
);

/** Station Settings' "Public schedule" card: what listeners see, and whether they see it. */
export function PublicScheduleSettings() {
  const t = useT(settings);
  return (
    <SettingsCard heading={t('settings:public.heading')} intro={t('settings:public.intro')}>
      <WithStationSettings>
        {(saved) => (
          <>
            <PublicScheduleForm key={JSON.stringify(saved)} saved={saved} />
            <BetweenShowsSettings />
            <PublicScheduleEmbeds published={saved.publishSchedule} />
          </>
        )}
      </WithStationSettings>
    </SettingsCard>
  );
}

function PublicScheduleForm({ saved }: { saved: StationSettings }) {
  const t = useT(settings);
  useEffect(() => afterPaint(() => void publicScheduleChecks.preload()), []);
  const queryClient = useQueryClient();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors },
  } = useForm<PublicScheduleFormInput, unknown, PublicScheduleFormValues>({
    resolver: publicScheduleChecks,
    defaultValues: publicScheduleFormValues(saved),
  });
  const mode = useWatch({ control, name: 'logoMode' });
  const logoUrl = useWatch({ control, name: 'logoUrl' });
  const accent = useWatch({ control, name: 'accentColor' });
  const upload = useImageUpload(isUploadedImage(saved.logoUrl) ? saved.logoUrl : '');
  const save = useMutation({ mutationFn: saveStationSettings });

  const submit = handleSubmit(async (values) => {
    const change = publicScheduleChange(values, upload.url, saved);
    if (Object.keys(change).length === 0) {
      toast.show({
        type: 'info',
        title: t('settings:nothingToSave'),
        message: t('settings:nothingToSaveBody'),
      });
      return;
    }
    try {
      const after = await save.mutateAsync(change);
      toast.success(
        t('settings:public.saved'),
        after.publishSchedule
          ? t('settings:public.savedPublished')
          : t('settings:public.savedPrivate'),
      );
      void queryClient.invalidateQueries({ queryKey: teamQueryKey });
    } catch (error) {
      showServerFieldErrors(error, FORM_FIELDS, setError);
      toast.show({ type: 'error', title: t('settings:notSaved'), message: errorMessage(error) });
    }
  });

  const logoBlocked = mode === 'upload' && (Boolean(upload.error) || upload.uploading);
  const swatch = /^#[0-9a-fA-F]{6}$/.test(accent.trim()) ? accent.trim() : '#ffffff';
  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <CheckOption
        className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200"
        role="switch"
        {...register('publishSchedule')}
        title={t('settings:public.publish')}
        detail={t('settings:public.publishHint')}
      />
      <FormField
        label={t('settings:public.accent')}
        hint={t('settings:public.accentHint')}
        error={checkText(t, errors.accentColor?.message)}
        className="max-w-xs"
      >
        {(field) => (
          <div className="flex items-center gap-2">
            <Input {...field} {...register('accentColor')} spellCheck={false} />
            <input
              type="color"
              aria-label={t('settings:public.pickAccent')}
              value={swatch}
              onChange={(event) =>
                setValue('accentColor', event.target.value, { shouldValidate: true })
              }
              className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border-0 bg-white p-1 ring-1 ring-slate-300"
            />
          </div>
        )}
      </FormField>
      <ImageSourceField
        legend={t('settings:public.logo')}
        mode={mode}
        onModeChange={(next) => setValue('logoMode', next)}
        urlLabel={t('settings:public.logoUrl')}
        urlPlaceholder="https://example.com/logo.png"
        urlValue={logoUrl}
        urlInput={register('logoUrl')}
        urlError={checkText(t, errors.logoUrl?.message)}
        fileLabel={t('settings:public.logoFile')}
        upload={upload}
        shape="wide"
        placeholderIcon={ImageIcon}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">
          {t('settings:public.djFields')}
        </legend>
        <p className="text-sm text-slate-600">{t('settings:public.djFieldsHint')}</p>
        {(
          [
            ['showEmail', t('settings:public.showEmail')],
            ['showPhone', t('settings:public.showPhone')],
          ] as const
        ).map(([name, label]) => (
          <label key={name} className="flex cursor-pointer items-center gap-3 text-sm">
            <input
              type="checkbox"
              {...register(name)}
              className="size-4 shrink-0 accent-indigo-600"
            />
            {label}
          </label>
        ))}
      </fieldset>
      <PublicScheduleLinks published={saved.publishSchedule} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending || logoBlocked}>
          {save.isPending ? t('settings:saving') : t('settings:public.save')}
        </Button>
        {logoBlocked ? (
          <p className="text-sm text-slate-600">
            {upload.uploading
              ? t('settings:public.logoUploading')
              : t('settings:public.logoInvalid')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
