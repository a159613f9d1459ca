import { zodResolver } from '@hookform/resolvers/zod';
import ImageIcon from 'lucide-react/icons/image';
import { DEFAULT_SHOW_COLOR } from '../../../../../shared/constants/palette';
import { SHOW_TEXTS } from '../../../../../shared/messages/library';
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

const SHOW_FORM = {
  resolver: zodResolver(showFormSchema),
  values: showFormValues,
  payload: showPayload,
  image: SHOW_IMAGE,
};

/** The fields of the show form (SPEC.md §2, §5) and its Cancel and submit buttons. */
export function ShowForm({ show, onDone }: { show: Show | null; onDone: () => void }) {
  const rights = useShowRights();
  // A host changing their own show sees the rest as text; the form still sends it unchanged.
  const fixed = show && rights.ownDetailsOnly ? show : null;
  const { form, ...entity } = useEntityForm(SHOW_FORM, show, useSaveShow(), onDone);
  const { control } = form;

  return (
    <EntityForm form={entity} submitLabel={show ? SHOW_TEXTS.save : SHOW_TEXTS.create}>
      {fixed ? (
        <ShowFixedFields show={fixed} />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_11rem]">
            <TextInputField
              label="Show Name"
              {...entity.textField('name')}
              required
              placeholder="e.g. Morning Drive"
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
        legend="Show Image"
        urlLabel="Show image URL"
        urlPlaceholder="https://example.com/show.jpg"
        fileLabel="Show image file"
        shape="wide"
        placeholderIcon={ImageIcon}
      />

      <TextAreaField
        label="Description"
        labelNote="(optional)"
        {...entity.textField('description')}
        placeholder="What listeners can expect"
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
