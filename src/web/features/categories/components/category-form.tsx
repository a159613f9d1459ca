import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CATEGORY_NAME_MAX,
  COMMITMENT_MAX,
  commitmentBound,
  commitmentUnit,
  type CommitmentKind,
  type ContentCategory,
} from '../../../../shared/library/content-categories';
import { CATEGORY_TEXTS as T } from '../../../../shared/messages/content-categories';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SelectMenu } from '../../../components/ui/select-menu';
import { useToast } from '../../../components/ui/toast/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { categoriesQueryKey } from '../../../lib/query-keys';
import { saveCategory } from '../api/categories-api';

type Bound = 'none' | 'at_least' | 'at_most';
type Unit = 'hours' | 'percent';

const BOUND_OPTIONS = [
  { value: 'none', label: T.noCommitment },
  { value: 'at_least', label: T.atLeast },
  { value: 'at_most', label: T.atMost },
] as const;
const UNIT_OPTIONS = [
  { value: 'hours', label: T.hours },
  { value: 'percent', label: T.percent },
] as const;

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
  const commitment = category?.commitment ?? null;
  const [name, setName] = useState(category?.name ?? '');
  const [color, setColor] = useState(category?.color ?? defaultColor);
  const [bound, setBound] = useState<Bound>(commitment ? commitmentBound(commitment.kind) : 'none');
  const [unit, setUnit] = useState<Unit>(commitment ? commitmentUnit(commitment.kind) : 'hours');
  const [value, setValue] = useState(commitment ? String(commitment.value) : '');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const save = useMutation({
    mutationFn: saveCategory,
    onSuccess: () => {
      toast.success(category ? T.saved : T.created);
      void queryClient.invalidateQueries({ queryKey: categoriesQueryKey });
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setFields(error.fields);
      else setFailure(errorMessage(error));
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFields({});
    setFailure(null);
    // An empty or non-number amount is sent as it is, for the server's message at the field.
    const amount = value.trim() === '' ? Number.NaN : Number(value);
    save.mutate({
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
    });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={category ? T.editTitle(category.name) : T.addTitle}
      className="space-y-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      {failure ? <ErrorBox>{failure}</ErrorBox> : null}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto]">
        <FormField label={T.nameLabel} error={fields.name}>
          {(control) => (
            <Input
              {...control}
              value={name}
              maxLength={CATEGORY_NAME_MAX + 10}
              placeholder={T.namePlaceholder}
              onChange={(event) => setName(event.target.value)}
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField label={T.colorLabel} error={fields.color}>
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
        <legend className="text-sm font-medium text-slate-700">{T.commitmentLegend}</legend>
        <div className="flex flex-wrap items-center gap-2">
          <SelectMenu
            label={T.boundLabel}
            value={bound}
            options={BOUND_OPTIONS}
            onValueChange={setBound}
            className="w-40"
          />
          {bound !== 'none' ? (
            <>
              <Input
                aria-label={T.valueLabel}
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
                label={T.unitLabel}
                value={unit}
                options={UNIT_OPTIONS}
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
          <p className="text-sm text-slate-600">{T.commitmentHint}</p>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? T.saving : T.save}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}
