import Trash2 from 'lucide-react/icons/trash';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { isUploadedImage } from '../../../lib/use-image-upload';
import { schedule } from '../../../i18n/namespaces/schedule';
import { useT } from '../../../i18n/use-t';

/**
 * A placed show's image in its edit dialog. An image uploaded to the station is shown as what it
 * is, "Uploaded image" with the picture, never as its internal "/media/…" address in a URL box;
 * Remove image takes it off and gives the URL box back, for an image elsewhere on the web.
 */
export function PlacedImageField({
  value,
  input,
  error,
  onRemove,
}: {
  value: string;
  input: UseFormRegisterReturn;
  error: string | undefined;
  onRemove: () => void;
}) {
  const t = useT(schedule);
  if (isUploadedImage(value)) {
    return (
      <div>
        <p className="text-sm font-medium text-slate-700">{t('schedule:image.label')}</p>
        <div className="mt-1.5 flex items-center gap-3">
          <img
            src={value}
            alt={t('schedule:image.uploaded')}
            className="h-14 w-24 shrink-0 rounded-md object-cover ring-1 ring-slate-200"
          />
          <span className="text-sm text-slate-600">{t('schedule:image.uploaded')}</span>
          <Button variant="secondary" size="sm" onClick={onRemove} className="ml-auto">
            <Trash2 aria-hidden className="size-4" />
            {t('schedule:image.remove')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <FormField label={t('schedule:image.url')} labelNote={t('schedule:optional')} error={error}>
      {(field) => (
        <Input
          {...field}
          {...input}
          type="url"
          inputMode="url"
          placeholder="https://example.com/show.jpg"
        />
      )}
    </FormField>
  );
}
