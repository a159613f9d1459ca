import { zodResolver } from '@hookform/resolvers/zod';
import UserRound from 'lucide-react/icons/user-round';
import type { Dj } from '../../../../../shared/schemas/dj';
import { EntityForm } from '../../../../components/entity-form/entity-form';
import {
  BoundField,
  TextAreaField,
  TextInputField,
} from '../../../../components/entity-form/form-fields';
import { useEntityForm } from '../../../../components/entity-form/use-entity-form';
import { ImageSourceField } from '../../../../components/image-source-field';
import { useAccess } from '../../../../lib/use-access';
import { DJ_AVATAR, djFormSchema, djFormValues, djPayload } from '../../dj-form-schema';
import { useSaveDj } from '../../hooks/use-dj-mutations';
import { ActiveSwitch } from './active-switch';
import { TagPicker } from './tag-picker';

const DJ_FORM = {
  resolver: zodResolver(djFormSchema),
  values: djFormValues,
  payload: djPayload,
  image: DJ_AVATAR,
};
const OWN_ENTRY_LOCKED = 'Only a station manager can change this on your own entry.';

/** The fields of the DJ form (SPEC.md §5 "DJ form") and its Cancel and submit buttons. */
export function DjForm({ dj, onDone }: { dj: Dj | null; onDone: () => void }) {
  // Editing one's own entry without the right to edit every DJ: the e-mail (which may be what
  // links the entry to the account) and the active switch are a station manager's to change.
  const access = useAccess();
  const ownEntryOnly = dj !== null && !access.can('djs.edit');
  const { form, ...entity } = useEntityForm(DJ_FORM, dj, useSaveDj(), onDone);
  const { control } = form;

  return (
    <EntityForm form={entity} submitLabel={dj ? 'Save Changes' : 'Create DJ'}>
      <TextInputField label="Name" {...entity.textField('name')} required placeholder="DJ name" />
      <TextAreaField
        label="Bio"
        labelNote="(optional)"
        {...entity.textField('bio')}
        placeholder="A few words about the DJ and their sound"
      />
      <ImageSourceField
        {...entity.imageField}
        legend="Avatar"
        urlLabel="Avatar URL"
        urlPlaceholder="https://example.com/avatar.jpg"
        fileLabel="Avatar image file"
        placeholderIcon={UserRound}
      />
      <BoundField
        control={control}
        name="tags"
        render={(field) => <TagPicker {...field} value={field.value ?? []} />}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInputField
          label="Email"
          labelNote="(optional)"
          {...entity.textField('email')}
          hint={ownEntryOnly ? OWN_ENTRY_LOCKED : undefined}
          readOnly={ownEntryOnly}
          type="email"
          placeholder="dj@example.com"
        />
        <TextInputField
          label="Phone"
          labelNote="(optional)"
          {...entity.textField('phone')}
          type="tel"
          placeholder="+1 555 0100"
        />
      </div>
      <BoundField
        control={control}
        name="active"
        render={(field) => (
          <ActiveSwitch
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
            lockedReason={ownEntryOnly ? OWN_ENTRY_LOCKED : undefined}
          />
        )}
      />
    </EntityForm>
  );
}
