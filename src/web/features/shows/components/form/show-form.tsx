import { zodResolver } from '@hookform/resolvers/zod';
import { ImageIcon } from 'lucide-react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { DEFAULT_SHOW_COLOR } from '../../../../../shared/constants/palette';
import { SHOW_TEXTS } from '../../../../../shared/messages/library';
import type { Show } from '../../../../../shared/schemas/show';
import { useDiscardGuard } from '../../../../components/entity-form-dialog';
import { ImageSourceField } from '../../../../components/image-source-field';
import { Button } from '../../../../components/ui/button';
import { DialogFooter } from '../../../../components/ui/dialog-footer';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Spinner } from '../../../../components/ui/spinner';
import { Textarea } from '../../../../components/ui/textarea';
import { showServerFieldErrors } from '../../../../lib/server-field-errors';
import { isUploadedImage, useImageUpload } from '../../../../lib/use-image-upload';
import { useSaveShow } from '../../hooks/use-show-mutations';
import {
  showFormSchema,
  showFormValues,
  showPayload,
  type ShowFormInput,
  type ShowFormValues,
} from '../../show-form-schema';
import { useShowRights } from '../../hooks/use-show-rights';
import { ColorPicker } from './color-picker';
import { DjPicker } from './dj-picker';
import { DurationField } from './duration-field';
import { GenrePicker } from './genre-picker';
import { ShowFixedFields } from './show-fixed-fields';
import { useSingleSubmit } from '../../../../lib/use-single-submit';

const serverFields: FieldPath<ShowFormInput>[] = [
  'name',
  'duration',
  'djIds',
  'genres',
  'description',
  'color',
  'imageUrl',
];

/** The fields of the show form (SPEC.md §2, §5) and its Cancel and submit buttons. */
export function ShowForm({ show, onDone }: { show: Show | null; onDone: () => void }) {
  const save = useSaveShow();
  const once = useSingleSubmit();
  const rights = useShowRights();
  // A host changing their own show sees the rest as text; the form still sends it unchanged.
  const fixed = show && rights.ownDetailsOnly ? show : null;
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isDirty },
  } = useForm<ShowFormInput, unknown, ShowFormValues>({
    resolver: zodResolver(showFormSchema),
    defaultValues: showFormValues(show),
  });
  const imageMode = useWatch({ control, name: 'imageMode' });
  const imageUrl = useWatch({ control, name: 'imageUrl' });
  const upload = useImageUpload(isUploadedImage(show?.imageUrl) ? (show?.imageUrl ?? '') : '');
  // Typed fields, or an image picked or removed: closing without saving asks first.
  const { cancel } = useDiscardGuard(isDirty || upload.changed, onDone);

  const submit = once.guard(
    handleSubmit(async (values) => {
      try {
        await save.mutateAsync({
          id: show?.id,
          input: showPayload(values, upload.url),
          idempotencyKey: once.key,
        });
        once.saved();
        onDone();
      } catch (error) {
        // The toast says what went wrong; the fields the server refused say it where they are.
        showServerFieldErrors(error, serverFields, setError);
      }
    }),
  );

  const imageBlocked = imageMode === 'upload' && upload.blocksSave;
  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-6">
      {fixed ? (
        <ShowFixedFields show={fixed} />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_11rem]">
            <FormField label="Show Name" error={errors.name?.message}>
              {(field) => (
                <Input
                  {...field}
                  {...register('name')}
                  required
                  autoComplete="off"
                  placeholder="e.g. Morning Drive"
                />
              )}
            </FormField>
            <Controller
              control={control}
              name="duration"
              render={({ field, fieldState }) => (
                <DurationField
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>

          <Controller
            control={control}
            name="djIds"
            render={({ field, fieldState }) => (
              <DjPicker
                value={field.value ?? []}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        </>
      )}

      <ImageSourceField
        legend="Show Image"
        mode={imageMode}
        onModeChange={(next) => {
          // One source at a time: choosing the other clears this one.
          setValue('imageMode', next);
          setValue('imageUrl', '');
          upload.remove();
        }}
        urlLabel="Show image URL"
        urlPlaceholder="https://example.com/show.jpg"
        urlValue={imageUrl}
        urlInput={register('imageUrl')}
        urlError={errors.imageUrl?.message}
        fileLabel="Show image file"
        upload={upload}
        shape="wide"
        placeholderIcon={ImageIcon}
      />

      <FormField label="Description" labelNote="(optional)" error={errors.description?.message}>
        {(field) => (
          <Textarea
            {...field}
            {...register('description')}
            rows={3}
            placeholder="What listeners can expect"
          />
        )}
      </FormField>

      {fixed ? null : (
        <Controller
          control={control}
          name="color"
          render={({ field, fieldState }) => (
            <ColorPicker
              value={field.value ?? DEFAULT_SHOW_COLOR}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      )}

      <Controller
        control={control}
        name="genres"
        render={({ field, fieldState }) => (
          <GenrePicker
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />

      <DialogFooter>
        <Button variant="secondary" onClick={cancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={once.busy || imageBlocked}>
          {once.busy ? (
            <>
              <Spinner /> Saving...
            </>
          ) : show ? (
            SHOW_TEXTS.save
          ) : (
            SHOW_TEXTS.create
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}
