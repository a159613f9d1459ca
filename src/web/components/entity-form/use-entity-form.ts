import {
  useWatch,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { isUploadedImage, useImageUpload } from '../../lib/use-image-upload';
import { useSingleSubmit } from '../../lib/use-single-submit';
import { useDiscardGuard } from './entity-form-dialog';
import type { ImageSourceMode } from '../image-source-field';

type EntityFormSetup<TIn extends FieldValues, TOut extends FieldValues> = {
  /** The form's image: its source ("url" or "upload") and its typed address. */
  image: { mode: Path<TIn>; url: Path<TIn> };
  /** The entry's stored image, if any. */
  savedImage: string | null | undefined;
  /** The input fields the server may refuse by name, e.g. the keys of the entry's input schema. */
  serverFields: readonly string[];
  /** Sends the entry: the form's values, the uploaded image's address, the Idempotency-Key. */
  save: (values: TOut, uploadedUrl: string, idempotencyKey: string) => Promise<unknown>;
  /** After a successful save (the dialog closes). */
  onDone: () => void;
};

/**
 * What a library entry's add/edit form (a show, a DJ) does around its own fields: one submission
 * at a time, the save with its refusals put on the fields, the image chosen from a URL or an
 * upload, and Cancel that asks before discarding typed changes (EntityFormDialog).
 */
export function useEntityForm<TIn extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<TIn, unknown, TOut>,
  { image, savedImage, serverFields, save, onDone }: EntityFormSetup<TIn, TOut>,
) {
  const once = useSingleSubmit();
  const mode = useWatch({ control: form.control, name: image.mode }) as ImageSourceMode;
  const urlValue = useWatch({ control: form.control, name: image.url }) as string;
  const upload = useImageUpload(isUploadedImage(savedImage) ? (savedImage ?? '') : '');
  // Typed fields, or an image picked or removed: closing without saving asks first.
  const { cancel } = useDiscardGuard(form.formState.isDirty || upload.changed, onDone);

  const submit = once.guard(
    form.handleSubmit(async (values) => {
      try {
        await save(values, upload.url, once.key);
        once.saved();
        onDone();
      } catch (error) {
        // The toast says what went wrong; the fields the server refused say it where they are.
        showServerFieldErrors(error, serverFields as Path<TIn>[], form.setError);
      }
    }),
  );

  const imageField = {
    mode,
    onModeChange: (next: ImageSourceMode) => {
      // SPEC.md §2: one source at a time; switching to the other clears this one.
      form.setValue(image.mode, next as PathValue<TIn, Path<TIn>>);
      form.setValue(image.url, '' as PathValue<TIn, Path<TIn>>);
      upload.remove();
    },
    urlValue,
    urlInput: form.register(image.url),
    urlError: form.getFieldState(image.url, form.formState).error?.message,
    upload,
  };

  return {
    submit,
    cancel,
    busy: once.busy,
    /** An upload under way or refused keeps the form from being saved. */
    blocked: mode === 'upload' && upload.blocksSave,
    /** Spread on ImageSourceField, beside its texts. */
    imageField,
  };
}

export type EntityFormState = ReturnType<typeof useEntityForm>;
