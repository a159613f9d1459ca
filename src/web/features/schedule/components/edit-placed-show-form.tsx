import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { djsAwayDuring } from '../../../../shared/away/away-periods';
import type { ScheduledBlock } from '../../../../shared/schemas/schedule';
import { Button } from '../../../components/ui/button';
import { PendingButton } from '../../../components/ui/pending-button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Notice } from '../../../components/ui/notice';
import { CheckOption } from '../../../components/ui/check-option';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-error';
import { ColorPicker, DjPicker, GenrePicker } from '../../shows/components/show-fields';
import type { Placement } from '../../../../shared/schedule/slots';
import { useDjs } from '../../djs/hooks/use-djs';
import { movedMessage } from '../block-text';
import { useUpdatePlacement } from '../hooks/use-placement-writes';
import { useCreateException } from '../hooks/use-series-writes';
import { useOfferUndo } from '../hooks/use-undo';
import { useWeek } from '../hooks/use-week';
import { undoOfMove } from '../undo-plan';
import { PlacedImageField } from './placed-image-field';
import { PlacementTimeFields, placementProblem } from './placement-time-fields';
import {
  instanceChanges,
  placedShowFormSchema,
  placedShowFormValues,
  type PlacedShowFormInput,
  type PlacedShowFormValues,
} from '../placed-show-form-schema';
import { useSingleSubmit } from '../../../lib/use-single-submit';
import { useClock } from '../../../lib/use-clock';
import { useScheduleWords } from '../schedule-words';
import { series } from '../../../i18n/namespaces/series';
import { useT } from '../../../i18n/use-t';
import { repeatDetail } from '../series-notes';

const fields: FieldPath<PlacedShowFormInput>[] = [
  'showName',
  'showDescription',
  'showGenres',
  'showColor',
  'showImageUrl',
  'isRepeat',
];

/**
 * The fields of the placed show's details and Cancel / Save Changes. The edit is based on the
 * block as it was when the dialog opened: if a colleague saves the block meanwhile (a live
 * refresh brings the new version) the form says so and keeps the user's typing until they choose
 * to load the colleague's version; saving the old one would be refused by the version check.
 */
export function EditPlacedShowForm({
  weekId,
  block,
  removed,
  onDone,
}: {
  weekId: string;
  block: ScheduledBlock;
  /** A colleague removed the block while the dialog was open. */
  removed: boolean;
  onDone: () => void;
}) {
  const update = useUpdatePlacement();
  const createException = useCreateException();
  const offerUndo = useOfferUndo();
  const week = useWeek(weekId).data;
  const djs = useDjs().data;
  const once = useSingleSubmit();
  const clock = useClock();
  const words = useScheduleWords();
  const { t } = words;
  const seriesT = useT(series);
  const [base, setBase] = useState(block);
  const [slot, setSlot] = useState<Placement>({
    dayIndex: block.dayIndex,
    timeIndex: block.timeIndex,
    duration: block.duration,
  });
  // The DJs are kept as names on the block; the picker shows the library's DJs of those names.
  const [djIds, setDjIds] = useState<string[] | null>(null);
  const initialDjs = (djs ?? []).filter((dj) => block.djNames.includes(dj.name)).map((dj) => dj.id);
  const chosenDjs = djIds ?? initialDjs;
  const problem = placementProblem(slot, week, block.id);
  const changedUnderneath = !removed && block.version !== base.version;
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors },
  } = useForm<PlacedShowFormInput, unknown, PlacedShowFormValues>({
    resolver: zodResolver(placedShowFormSchema),
    defaultValues: placedShowFormValues(block),
  });
  const imageUrl = useWatch({ control, name: 'showImageUrl' }) ?? '';

  const submit = once.guard(
    handleSubmit(async (values) => {
      if (problem) return;
      try {
        if (base.isInstance) {
          // The instance is stored as an exception only now, and only if something changed.
          const changes = instanceChanges(base, values, slot, {
            before: initialDjs,
            after: djIds,
          });
          if (changes) await createException.mutateAsync({ weekId, block: base, changes });
          once.saved();
          onDone();
          return;
        }
        const moved =
          slot.dayIndex !== base.dayIndex ||
          slot.timeIndex !== base.timeIndex ||
          slot.duration !== base.duration;
        const saved = await update.mutateAsync({
          weekId,
          block: base,
          changes: { ...values, ...slot, ...(djIds !== null && { djIds }) },
        });
        once.saved();
        if (moved) {
          // As after a drag: Undo moves it back (the form's other changes stay).
          offerUndo({
            title: t('schedule:undo.moved', { show: base.showName }),
            message: movedMessage(base.showName, base, slot, clock, words),
            weekId,
            plan: () => undoOfMove(weekId, base, saved),
          });
        }
        onDone();
      } catch (error) {
        // The toast tells the failure; fields the server refused get their message here.
        if (!(error instanceof ApiError) || !error.fields) return;
        for (const [path, message] of Object.entries(error.fields)) {
          const field = fields.find((name) => name === path.split('.')[0]);
          if (field) setError(field, { message });
        }
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-6">
      {removed ? <Notice>{t('schedule:edit.removedUnderneath')}</Notice> : null}
      {changedUnderneath ? (
        <Notice
          action={
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                reset(placedShowFormValues(block));
                setBase(block);
              }}
            >
              {t('schedule:edit.loadTheirVersion')}
            </Button>
          }
        >
          {t('schedule:edit.changedUnderneath')}
        </Notice>
      ) : null}
      <FormField label={t('schedule:field.showName')} error={errors.showName?.message}>
        {(field) => <Input {...field} {...register('showName')} required autoComplete="off" />}
      </FormField>
      <PlacementTimeFields weekId={weekId} value={slot} onChange={setSlot} problem={problem} />
      <DjPicker
        value={chosenDjs}
        onChange={setDjIds}
        error={undefined}
        awayDjIds={djsAwayDuring(week?.away ?? [], weekId, slot)}
      />
      <FormField
        label={t('schedule:field.description')}
        labelNote={t('schedule:optional')}
        error={errors.showDescription?.message}
      >
        {(field) => <Textarea {...field} {...register('showDescription')} rows={3} />}
      </FormField>
      <PlacedImageField
        value={imageUrl}
        input={register('showImageUrl')}
        error={errors.showImageUrl?.message}
        onRemove={() => setValue('showImageUrl', '', { shouldDirty: true })}
      />
      <Controller
        control={control}
        name="showColor"
        render={({ field, fieldState }) => (
          <ColorPicker
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="showGenres"
        render={({ field, fieldState }) => (
          <GenrePicker
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="isRepeat"
        render={({ field, fieldState }) => (
          <div>
            <CheckOption
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              title={seriesT('series:repeats.label')}
              detail={repeatDetail(seriesT, base)}
            />
            {fieldState.error ? (
              <p className="mt-1.5 text-sm text-red-600">{fieldState.error.message}</p>
            ) : null}
          </div>
        )}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('schedule:cancel')}
        </Button>
        <PendingButton
          type="submit"
          disabled={removed || changedUnderneath || problem !== null}
          pending={once.busy}
          pendingText={t('schedule:saving')}
        >
          {t('schedule:edit.save')}
        </PendingButton>
      </div>
    </form>
  );
}
