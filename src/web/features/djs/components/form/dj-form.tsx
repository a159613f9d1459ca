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
import { library } from '../../../../i18n/namespaces/library';
import { useT } from '../../../../i18n/use-t';

const DJ_FORM = {
  resolver: zodResolver(djFormSchema),
  values: djFormValues,
  payload: djPayload,
  image: DJ_AVATAR,
};
/** The fields of the DJ form (SPEC.md §5 "DJ form") and its Cancel and submit buttons. */
export function DjForm({ dj, onDone }: { dj: Dj | null; onDone: () => void }) {
  // Editing one's own entry without the right to edit every DJ: the e-mail (which may be what
  // links the entry to the account) and the active switch are a station manager's to change.
  const t = useT(library);
  const ownEntryLocked = t('library:djForm.ownLocked');
  const access = useAccess();
  const ownEntryOnly = dj !== null && !access.can('djs.edit');
  const { form, ...entity } = useEntityForm(DJ_FORM, dj, useSaveDj(), onDone);
  const { control } = form;

  return (
    <EntityForm form={entity} submitLabel={dj ? t('library:saveChanges') : t('library:dj.create')}>
      <TextInputField
        label={t('library:djForm.name')}
        {...entity.textField('name')}
        required
        placeholder={t('library:djForm.namePlaceholder')}
      />
      <TextAreaField
        label={t('library:djForm.bio')}
        labelNote={t('library:form.optional')}
        {...entity.textField('bio')}
        placeholder={t('library:djForm.bioPlaceholder')}
      />
      <ImageSourceField
        {...entity.imageField}
        legend={t('library:djForm.avatar')}
        urlLabel={t('library:djForm.avatarUrl')}
        urlPlaceholder="https://example.com/avatar.jpg"
        fileLabel={t('library:djForm.avatarFile')}
        placeholderIcon={UserRound}
      />
      <BoundField
        control={control}
        name="tags"
        render={(field) => <TagPicker {...field} value={field.value ?? []} />}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInputField
          label={t('library:djForm.email')}
          labelNote={t('library:form.optional')}
          {...entity.textField('email')}
          hint={ownEntryOnly ? ownEntryLocked : undefined}
          readOnly={ownEntryOnly}
          type="email"
          placeholder="dj@example.com"
        />
        <TextInputField
          label={t('library:djForm.phone')}
          labelNote={t('library:form.optional')}
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
            lockedReason={ownEntryOnly ? ownEntryLocked : undefined}
          />
        )}
      />
    </EntityForm>
  );
}
