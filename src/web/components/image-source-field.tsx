import type { LucideIcon } from 'lucide-react';
import ImageOff from 'lucide-react/icons/image-off';
import Link2 from 'lucide-react/icons/link-2';
import Trash2 from 'lucide-react/icons/trash';
import Upload from 'lucide-react/icons/upload';
import * as RadioGroup from 'radix-ui/radio-group';
import { useId, useState, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { isImageUrl } from '../../shared/image-rules';
import { cn } from '../lib/cn';
import type { ImageUpload } from '../lib/use-image-upload';
import { Button } from './ui/button';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';
import { Spinner } from './ui/spinner';
import { common } from '../i18n/namespaces/common';
import { useT } from '../i18n/use-t';

export type ImageSourceMode = 'url' | 'upload';

type ImageSourceFieldProps = {
  /** The field's name, e.g. "Avatar" or "Show Image". */
  legend: string;
  mode: ImageSourceMode;
  onModeChange: (mode: ImageSourceMode) => void;
  urlLabel: string;
  urlPlaceholder: string;
  urlValue: string;
  urlInput: UseFormRegisterReturn;
  urlError: string | undefined;
  fileLabel: string;
  upload: ImageUpload;
  /** Round for people, wide for show artwork. */
  shape?: 'round' | 'wide';
  placeholderIcon: LucideIcon;
};

/**
 * An image from a web address or an uploaded file, chosen by radio ("Image URL" / "Upload
 * Image", SPEC.md §2), with a preview; used for avatars and show images alike.
 */
export function ImageSourceField({
  legend,
  mode,
  onModeChange,
  urlLabel,
  urlPlaceholder,
  urlValue,
  urlInput,
  urlError,
  fileLabel,
  upload,
  shape = 'round',
  placeholderIcon,
}: ImageSourceFieldProps) {
  const t = useT(common);
  const typed = urlValue.trim();
  const preview = mode === 'url' ? (typed && isImageUrl(typed) ? typed : null) : upload.preview;

  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="mt-3 flex flex-col gap-5 sm:flex-row sm:items-start">
        <ImagePreview
          src={preview}
          shape={shape}
          icon={placeholderIcon}
          alt={t('common:image.preview', { legend })}
        />
        <div className="min-w-0 flex-1 space-y-4">
          <RadioGroup.Root
            value={mode}
            onValueChange={(value) => onModeChange(value === 'upload' ? 'upload' : 'url')}
            aria-label={t('common:image.source', { legend })}
            className="inline-flex rounded-lg bg-slate-100 p-1"
          >
            <SourceOption
              value="url"
              label={t('common:image.url')}
              icon={<Link2 className="size-4" />}
            />
            <SourceOption
              value="upload"
              label={t('common:image.upload')}
              icon={<Upload className="size-4" />}
            />
          </RadioGroup.Root>

          {mode === 'url' ? (
            <FormField label={urlLabel} error={urlError} hint={t('common:image.urlHint')}>
              {(control) => (
                <Input
                  {...control}
                  {...urlInput}
                  type="url"
                  inputMode="url"
                  placeholder={urlPlaceholder}
                />
              )}
            </FormField>
          ) : (
            <div className="space-y-3">
              <FormField
                label={fileLabel}
                error={upload.error ?? undefined}
                hint={t('common:image.fileHint')}
              >
                {(control) => (
                  <input
                    {...control}
                    ref={upload.inputRef}
                    type="file"
                    accept="image/jpeg,image/png,image/gif"
                    onChange={(event) => void upload.pick(event.target.files?.[0])}
                    className="block w-full text-sm text-slate-600 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-indigo-700 hover:file:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                  />
                )}
              </FormField>
              {upload.uploading ? (
                <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
                  <Spinner /> {t('common:image.uploading')}
                </p>
              ) : null}
              {upload.preview || upload.error ? (
                <Button variant="secondary" size="sm" onClick={upload.remove}>
                  <Trash2 aria-hidden className="size-4" />
                  {t('common:image.remove')}
                </Button>
              ) : null}
            </div>
          )}
        </div>
      </div>
    </fieldset>
  );
}

function SourceOption({
  value,
  label,
  icon,
}: {
  value: ImageSourceMode;
  label: string;
  icon: ReactNode;
}) {
  // Unique per field: a form may hold more than one image field.
  const id = useId();
  return (
    <div className="relative">
      <RadioGroup.Item
        id={id}
        value={value}
        className="peer absolute inset-0 rounded-md focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600"
      />
      <label
        htmlFor={id}
        className={cn(
          'pointer-events-none relative flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 transition-colors',
          'peer-data-[state=checked]:bg-white peer-data-[state=checked]:text-slate-900 peer-data-[state=checked]:shadow-sm',
        )}
      >
        <span aria-hidden>{icon}</span>
        {label}
      </label>
    </div>
  );
}

/** The picture as it will look; one that cannot be loaded is not shown (SPEC.md §2). */
function ImagePreview({
  src,
  shape,
  icon: Icon,
  alt,
}: {
  src: string | null;
  shape: 'round' | 'wide';
  icon: LucideIcon;
  alt: string;
}) {
  const t = useT(common);
  const [failed, setFailed] = useState<string | null>(null);
  const broken = src !== null && failed === src;
  return (
    <div
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden bg-slate-100 ring-1 ring-slate-200',
        shape === 'round' ? 'size-20 rounded-full' : 'h-20 w-32 rounded-lg',
      )}
    >
      {src && !broken ? (
        <img
          src={src}
          alt={alt}
          className="size-full object-cover"
          onError={() => setFailed(src)}
        />
      ) : broken ? (
        <ImageOff aria-label={t('common:image.broken')} className="size-7 text-slate-400" />
      ) : (
        <Icon aria-hidden className="size-9 text-slate-400" />
      )}
    </div>
  );
}
