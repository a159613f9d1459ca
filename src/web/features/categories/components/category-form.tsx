import { useState } from 'react';
import {
  CATEGORY_NAME_MAX,
  COMMITMENT_MAX,
  commitmentBound,
  commitmentUnit,
  type CommitmentKind,
  type ContentCategory,
} from '../../../../shared/library/content-categories';
import {
  SettingsItemForm,
  SettingsNameField,
} from '../../../components/settings-list/settings-item-form';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SelectMenu } from '../../../components/ui/select-menu';
import { categoriesQueryKey } from '../../../lib/query-keys';
import { saveCategory } from '../api/categories-api';
import type { KeyOf } from '../../../i18n/translate';
import { categories } from '../../../i18n/namespaces/categories';
import { useT } from '../../../i18n/use-t';

type Bound = 'none' | 'at_least' | 'at_most';
type Unit = 'hours' | 'percent';

const BOUND_OPTIONS = [
  { value: 'none', label: 'categories:noCommitment' },
  { value: 'at_least', label: 'categories:atLeast' },
  { value: 'at_most', label: 'categories:atMost' },
] as const satisfies readonly { value: Bound; label: KeyOf<'categories'> }[];

const UNIT_OPTIONS = [
  { value: 'hours', label: 'categories:hours' },
  { value: 'percent', label: 'categories:percent' },
] as const satisfies readonly { value: Unit; label: KeyOf<'categories'> }[];

/**
 * A category's name, colour and optional weekly commitment ("At least / At most" N "hours / % of
 * scheduled hours"), to add one or change one. The server checks everything; its message shows
 * at the field.
 */
export function CategoryForm({
  category,
  defaultColor = '#4f46e5',
  onDone,
}: {
  category?: ContentCategory;
  /** A new category's colour until one is chosen (the next of the show palette). */
  defaultColor?: string;
  onDone: () => void;
}) {
  const t = useT(categories);
  const commitment = category?.commitment ?? null;
  const [name, setName] = useState(category?.name ?? '');
  const [color, setColor] = useState(category?.color ?? defaultColor);
  const [bound, setBound] = useState<Bound>(commitment ? commitmentBound(commitment.kind) : 'none');
  const [unit, setUnit] = useState<Unit>(commitment ? commitmentUnit(commitment.kind) : 'hours');
  const [value, setValue] = useState(commitment ? String(commitment.value) : '');
  // An empty or non-number amount is sent as it is, for the server's message at the field.
  const values = () => {
    const amount = value.trim() === '' ? Number.NaN : Number(value);
    return {
      id: category?.id,
      name,
      color,
      commitment:
        bound === 'none'
          ? null
          : {
              kind: `${bound}_${unit}` as CommitmentKind,
              value: Number.isNaN(amount) ? (null as unknown as number) : amount,
            },
    };
  };
  return (
    <SettingsItemForm
      label={
        category ? t('categories:editTitle', { name: category.name }) : t('categories:addTitle')
      }
      save={saveCategory}
      values={values}
      queryKey={categoriesQueryKey}
      editing={Boolean(category)}
      texts={{
        created: t('categories:created'),
        saved: t('categories:saved'),
        save: t('categories:save'),
        saving: t('categories:saving'),
        cancel: t('categories:cancel'),
      }}
      onDone={onDone}
    >
      {(fields) => (
        <>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto]">
            <SettingsNameField
              label={t('categories:nameLabel')}
              placeholder={t('categories:namePlaceholder')}
              max={CATEGORY_NAME_MAX}
              value={name}
              onChange={setName}
              error={fields.name}
            />
            <FormField label={t('categories:colorLabel')} error={fields.color}>
              {(control) => (
                <input
                  {...control}
                  type="color"
                  value={color}
                  onChange={(event) => setColor(event.target.value)}
                  className="h-10 w-16 cursor-pointer rounded-lg border-0 bg-white p-1 ring-1 ring-slate-300"
                />
              )}
            </FormField>
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-700">
              {t('categories:commitmentLegend')}
            </legend>
            <div className="flex flex-wrap items-center gap-2">
              <SelectMenu
                label={t('categories:boundLabel')}
                value={bound}
                options={BOUND_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
                onValueChange={setBound}
                className="w-40"
              />
              {bound !== 'none' ? (
                <>
                  <Input
                    aria-label={t('categories:valueLabel')}
                    aria-invalid={fields['commitment.value'] ? true : undefined}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={COMMITMENT_MAX[unit]}
                    step="any"
                    value={value}
                    onChange={(event) => setValue(event.target.value)}
                    className="w-24"
                  />
                  <SelectMenu
                    label={t('categories:unitLabel')}
                    value={unit}
                    options={UNIT_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
                    onValueChange={setUnit}
                    className="w-56"
                  />
                </>
              ) : null}
            </div>
            {fields['commitment.value'] || fields['commitment.kind'] || fields.commitment ? (
              <p className="text-sm text-red-700" role="alert">
                {fields['commitment.value'] ?? fields['commitment.kind'] ?? fields.commitment}
              </p>
            ) : (
              <p className="text-sm text-slate-600">{t('categories:commitmentHint')}</p>
            )}
          </fieldset>
        </>
      )}
    </SettingsItemForm>
  );
}
