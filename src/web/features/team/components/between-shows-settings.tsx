import Radio from 'lucide-react/icons/radio';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type {
  StationSettings,
  StationSettingsChange,
} from '../../../../shared/team/station-settings';
import { ImageSourceField } from '../../../components/image-source-field';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { afterPaint } from '../../../lib/after-paint';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { teamQueryKey } from '../../../lib/query-keys';
import { isUploadedImage, useImageUpload } from '../../../lib/use-image-upload';
import { readAnew, useSaveStationSettings } from '../hooks/use-save-station-settings';
import type { BetweenShowsFormInput, BetweenShowsFormValues } from '../public-schedule-checks';
import { WithStationSettings } from './with-station-settings';
import { settings } from '../../../i18n/namespaces/settings';
import { useT } from '../../../i18n/use-t';
import { checkText } from '../settings-checks';

/** The form's checks (and zod with them) come after the page has painted (lazy-resolver.ts). */
const betweenShowsChecks = lazyResolver(() =>
  import('../public-schedule-checks').then((m) => m.betweenShowsResolver),
);

/**
 * Station Settings → Public schedule → "Between shows" (decision 0070): what listeners see during
 * the gaps of finalized weeks, marked as the fallback. Its own form, beside the card's.
 */
export function BetweenShowsSettings() {
  return (
    <WithStationSettings resetOn={['fallbackName', 'fallbackDescription', 'fallbackImageUrl']}>
      {(saved) => <BetweenShowsForm saved={saved} />}
    </WithStationSettings>
  );
}

function BetweenShowsForm({ saved }: { saved: StationSettings }) {
  const t = useT(settings);
  const uploaded = isUploadedImage(saved.fallbackImageUrl);
  useEffect(() => afterPaint(() => void betweenShowsChecks.preload()), []);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<BetweenShowsFormInput, unknown, BetweenShowsFormValues>({
    resolver: betweenShowsChecks,
    defaultValues: {
      fallbackName: saved.fallbackName,
      fallbackDescription: saved.fallbackDescription,
      imageMode: uploaded ? 'upload' : 'url',
      imageUrl: uploaded ? '' : saved.fallbackImageUrl,
    },
  });
  const mode = useWatch({ control, name: 'imageMode' });
  const imageUrl = useWatch({ control, name: 'imageUrl' });
  const upload = useImageUpload(uploaded ? saved.fallbackImageUrl : '');
  const save = useSaveStationSettings({
    saved: { title: t('settings:between.saved') },
    refresh: readAnew(teamQueryKey),
    atFields: false,
  });

  const submit = handleSubmit((values) => {
    const next = {
      fallbackName: values.fallbackName,
      fallbackDescription: values.fallbackDescription,
      fallbackImageUrl: values.imageMode === 'url' ? values.imageUrl.trim() : upload.url,
    };
    const change: StationSettingsChange = Object.fromEntries(
      Object.entries(next).filter(([key, value]) => value !== saved[key as keyof typeof next]),
    );
    if (!save.nothingToSave(change)) save.save(change);
  });
  const blocked = mode === 'upload' && (Boolean(upload.error) || upload.uploading);

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="between-shows-heading"
      className="mt-8 space-y-5 border-t border-slate-200 pt-6"
    >
      <div>
        <h3 id="between-shows-heading" className="text-base font-semibold text-slate-900">
          {t('settings:between.heading')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('settings:between.intro')}</p>
      </div>
      {save.failure ? <ErrorBox>{save.failure}</ErrorBox> : null}
      <FormField
        label={t('settings:between.name')}
        error={checkText(t, errors.fallbackName?.message)}
        className="max-w-md"
      >
        {(field) => (
          <Input
            {...field}
            {...register('fallbackName')}
            placeholder={t('settings:between.namePlaceholder')}
          />
        )}
      </FormField>
      <FormField
        label={t('settings:between.description')}
        error={checkText(t, errors.fallbackDescription?.message)}
      >
        {(field) => <Textarea {...field} rows={3} {...register('fallbackDescription')} />}
      </FormField>
      <ImageSourceField
        legend={t('settings:between.image')}
        mode={mode}
        onModeChange={(next) => setValue('imageMode', next)}
        urlLabel={t('settings:between.imageUrl')}
        urlPlaceholder="https://example.com/non-stop.png"
        urlValue={imageUrl}
        urlInput={register('imageUrl')}
        urlError={checkText(t, errors.imageUrl?.message)}
        fileLabel={t('settings:between.imageFile')}
        upload={upload}
        shape="wide"
        placeholderIcon={Radio}
      />
      <Button type="submit" disabled={save.isPending || blocked}>
        {save.isPending ? t('settings:saving') : t('settings:between.save')}
      </Button>
    </form>
  );
}
