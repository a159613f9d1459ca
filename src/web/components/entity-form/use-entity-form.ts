import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { isUploadedImage, useImageUpload } from '../../lib/use-image-upload';
import { useSingleSubmit } from '../../lib/use-single-submit';
import type { ImageSourceMode } from '../image-source-field';
import { useDiscardGuard } from './entity-form-dialog';

/** A library entry's form (a show's, a DJ's): how its values are checked, filled and sent. */
export type EntityFormKind<E, TIn extends FieldValues, TOut extends FieldValues, P> = {
  resolver: Resolver<TIn, unknown, TOut>;
  /** The starting values: empty for a new entry, else the entry's own. */
  values: (entry: E | null) => TIn;
  /** What is sent, from the checked values and the uploaded image's address. */
  payload: (values: TOut, uploadedUrl: string) => P;
  /** The image's source field and its address field, named as the entry's own image field. */
  image: { mode: Path<TIn>; url: Path<TIn> & keyof E };
};

/** The entry's save (useSaveShow, useSaveDj): creates without an id, updates with one. */
type EntitySave<P> = {
  mutateAsync: (request: { id?: string; input: P; idempotencyKey?: string }) => Promise<unknown>;
};

/**
 * What a library entry's add/edit form does around its own fields: one submission at a time,
 * the save with the server's refusals put on the fields they name, the image chosen from a URL
 * or an upload, and Cancel that asks before discarding typed changes (EntityFormDialog).
 */
export function useEntityForm<
  E extends { id: string },
  TIn extends FieldValues,
  TOut extends FieldValues,
  P,
>(kind: EntityFormKind<E, TIn, TOut, P>, entry: E | null, save: EntitySave<P>, onDone: () => void) {
  const form = useForm<TIn, unknown, TOut>({
    resolver: kind.resolver,
    defaultValues: kind.values(entry) as DefaultValues<TIn>,
  });
  const once = useSingleSubmit();
  const { image } = kind;
  const mode = useWatch({ control: form.control, name: image.mode }) as ImageSourceMode;
  const urlValue = useWatch({ control: form.control, name: image.url }) as string;
  const saved = entry?.[image.url] as string | null | undefined;
  const upload = useImageUpload(isUploadedImage(saved) ? (saved ?? '') : '');
  // Typed fields, or an image picked or removed: closing without saving asks first.
  const { cancel } = useDiscardGuard(form.formState.isDirty || upload.changed, onDone);

  const submit = once.guard(
    form.handleSubmit(async (values) => {
      try {
        const input = kind.payload(values, upload.url);
        await save.mutateAsync({ id: entry?.id, input, idempotencyKey: once.key });
        once.saved();
        onDone();
      } catch (error) {
        // The toast says what went wrong; the fields the server refused say it where they are.
        // The form's fields are named as the entry's input fields (and the image's mode).
        const fields = Object.keys(kind.values(null)) as Path<TIn>[];
        showServerFieldErrors(error, fields, form.setError);
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
    form,
    /** A text field's registration and error, to spread on TextInputField or TextAreaField. */
    textField: (name: Path<TIn>) => ({
      input: form.register(name),
      error: form.getFieldState(name, form.formState).error?.message,
    }),
    submit,
    cancel,
    busy: once.busy,
    /** An upload under way or refused keeps the form from being saved. */
    blocked: mode === 'upload' && upload.blocksSave,
    /** Spread on ImageSourceField, beside its texts. */
    imageField,
  };
}
