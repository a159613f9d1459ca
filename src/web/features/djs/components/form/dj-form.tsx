import { zodResolver } from '@hookform/resolvers/zod';
import { UserRound } from 'lucide-react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { Dj } from '../../../../../shared/schemas/dj';
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
import {
  djFormSchema,
  djFormValues,
  djPayload,
  type DjFormInput,
  type DjFormValues,
} from '../../dj-form-schema';
import { useSaveDj } from '../../hooks/use-dj-mutations';
import { useAccess } from '../../../../lib/use-access';
import { useSingleSubmit } from '../../../../lib/use-single-submit';
import { ActiveSwitch } from './active-switch';
import { TagPicker } from './tag-picker';

const serverFields: FieldPath<DjFormInput>[] = [
  'name',
  'bio',
  'avatarUrl',
  'tags',
  'email',
  'phone',
  'active',
];

/** The fields of the DJ form (SPEC.md §5 "DJ form") and its Cancel and submit buttons. */
const OWN_ENTRY_LOCKED = 'Only a station manager can change this on your own entry.';

export function DjForm({ dj, onDone }: { dj: Dj | null; onDone: () => void }) {
  const save = useSaveDj();
  const once = useSingleSubmit();
  // Editing one's own entry without the right to edit every DJ: the e-mail (which may be what
  // links the entry to the account) and the active switch are a station manager's to change.
  const access = useAccess();
  const ownEntryOnly = dj !== null && !access.can('djs.edit');
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isDirty },
  } = useForm<DjFormInput, unknown, DjFormValues>({
    resolver: zodResolver(djFormSchema),
    defaultValues: djFormValues(dj),
  });
  const avatarMode = useWatch({ control, name: 'avatarMode' });
  const avatarUrl = useWatch({ control, name: 'avatarUrl' });
  const upload = useImageUpload(isUploadedImage(dj?.avatarUrl) ? (dj?.avatarUrl ?? '') : '');
  // Typed fields, or an image picked or removed: closing without saving asks first.
  const { cancel } = useDiscardGuard(isDirty || upload.changed, onDone);

  const submit = once.guard(
    handleSubmit(async (values) => {
      try {
        await save.mutateAsync({
          id: dj?.id,
          input: djPayload(values, upload.url),
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

  const avatarBlocked = avatarMode === 'upload' && upload.blocksSave;
  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-6">
      <FormField label="Name" error={errors.name?.message}>
        {(field) => (
          <Input
            {...field}
            {...register('name')}
            required
            autoComplete="off"
            placeholder="DJ name"
          />
        )}
      </FormField>
      <FormField label="Bio" labelNote="(optional)" error={errors.bio?.message}>
        {(field) => (
          <Textarea
            {...field}
            {...register('bio')}
            rows={3}
            placeholder="A few words about the DJ and their sound"
          />
        )}
      </FormField>
      <ImageSourceField
        legend="Avatar"
        mode={avatarMode}
        onModeChange={(next) => {
          // SPEC.md §2: switching the avatar source clears the other one.
          setValue('avatarMode', next);
          setValue('avatarUrl', '');
          upload.remove();
        }}
        urlLabel="Avatar URL"
        urlPlaceholder="https://example.com/avatar.jpg"
        urlValue={avatarUrl}
        urlInput={register('avatarUrl')}
        urlError={errors.avatarUrl?.message}
        fileLabel="Avatar image file"
        upload={upload}
        placeholderIcon={UserRound}
      />
      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <TagPicker
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Email"
          labelNote="(optional)"
          error={errors.email?.message}
          hint={ownEntryOnly ? OWN_ENTRY_LOCKED : undefined}
        >
          {(field) => (
            <Input
              {...field}
              {...register('email')}
              readOnly={ownEntryOnly}
              type="email"
              autoComplete="off"
              placeholder="dj@example.com"
            />
          )}
        </FormField>
        <FormField label="Phone" labelNote="(optional)" error={errors.phone?.message}>
          {(field) => (
            <Input
              {...field}
              {...register('phone')}
              type="tel"
              autoComplete="off"
              placeholder="+1 555 0100"
            />
          )}
        </FormField>
      </div>
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <ActiveSwitch
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
            lockedReason={ownEntryOnly ? OWN_ENTRY_LOCKED : undefined}
          />
        )}
      />
      <DialogFooter>
        <Button variant="secondary" onClick={cancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={once.busy || avatarBlocked}>
          {once.busy ? (
            <>
              <Spinner /> Saving...
            </>
          ) : dj ? (
            'Save Changes'
          ) : (
            'Create DJ'
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}
