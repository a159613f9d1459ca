import { zodResolver } from '@hookform/resolvers/zod';
import ImageIcon from 'lucide-react/icons/image';
import { DEFAULT_SHOW_COLOR } from '../../../../../shared/constants/palette';
import type { Show } from '../../../../../shared/schemas/show';
import { EntityForm } from '../../../../components/entity-form/entity-form';
import {
  BoundField,
  TextAreaField,
  TextInputField,
} from '../../../../components/entity-form/form-fields';
import { useEntityForm } from '../../../../components/entity-form/use-entity-form';
import { ImageSourceField } from '../../../../components/image-source-field';
import { useSaveShow } from '../../hooks/use-show-mutations';
import { useShowRights } from '../../hooks/use-show-rights';
import { SHOW_IMAGE, showFormSchema, showFormValues, showPayload } from '../../show-form-schema';
import { ColorPicker } from './color-picker';
import { DjPicker } from './dj-picker';
import { DurationField } from './duration-field';
import { FillInHostsField } from './fill-in-hosts-field';
import { GenrePicker } from './genre-picker';
import { CategoryPicker } from '../../../categories/components/category-picker';
import { ShowFixedFields } from './show-fixed-fields';
import { library } from '../../../../i18n/namespaces/library';
import { useT } from '../../../../i18n/use-t';

const SHOW_FORM = {
  resolver: zodResolver(showFormSchema),
  values: showFormValues,
  payload: showPayload,
  image: SHOW_IMAGE,
};

/** The fields of the show form (SPEC.md §2, §5) and its Cancel and submit buttons. */
export function ShowForm({ show, onDone }: { show: Show | null; onDone: () => void }) {
  const t = useT(library);
  const rights = useShowRights();
  // A host changing their own show sees the rest as text; the form still sends it unchanged.
  const fixed = show && rights.ownDetailsOnly ? show : null;
  const { form, ...entity } = useEntityForm(SHOW_FORM, show, useSaveShow(), onDone);
  const { control } = form;

  return (
    <EntityForm
      form={entity}
      submitLabel={show ? t('library:saveChanges') : t('library:show.create')}
    >
      {fixed ? (
        <ShowFixedFields show={fixed} />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_11rem]">
            <TextInputField
              label={t('library:form.name')}
              {...entity.textField('name')}
              required
              placeholder={t('library:form.namePlaceholder')}
            />
            <BoundField
              control={control}
              name="duration"
              render={(field) => <DurationField {...field} />}
            />
          </div>
          <BoundField
            control={control}
            name="djIds"
            render={(field) => <DjPicker {...field} value={field.value ?? []} />}
          />
          <BoundField
            control={control}
            name="fillInHostIds"
            render={(field) => <FillInHostsField {...field} value={field.value ?? []} />}
          />
        </>
      )}

      <ImageSourceField
        {...entity.imageField}
        legend={t('library:form.image')}
        urlLabel={t('library:form.imageUrl')}
        urlPlaceholder="https://example.com/show.jpg"
        fileLabel={t('library:form.imageFile')}
        shape="wide"
        placeholderIcon={ImageIcon}
      />

      <TextAreaField
        label={t('library:form.description')}
        labelNote={t('library:form.optional')}
        {...entity.textField('description')}
        placeholder={t('library:form.descriptionPlaceholder')}
      />

      {fixed ? null : (
        <BoundField
          control={control}
          name="color"
          render={(field) => <ColorPicker {...field} value={field.value ?? DEFAULT_SHOW_COLOR} />}
        />
      )}

      <BoundField
        control={control}
        name="genres"
        render={(field) => <GenrePicker {...field} value={field.value ?? []} />}
      />

      {fixed ? null : (
        <BoundField
          control={control}
          name="categoryIds"
          render={(field) => <CategoryPicker {...field} value={field.value ?? []} />}
        />
      )}
    </EntityForm>
  );
}
