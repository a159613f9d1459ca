import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { slotClock, type AwayPeriod } from '../../../../shared/away/away-periods';
import { storedClock } from '../../../../shared/i18n/clock-text';
import { SLOTS_PER_DAY } from '../../../../shared/constants/limits';
import { awayInputSchema, type AwayInput, type AwayValues } from '../../../../shared/schemas/away';
import { CancelAndSubmit } from '../../../components/ui/cancel-and-submit';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { away } from '../../../i18n/namespaces/away';
import { useT } from '../../../i18n/use-t';
import { keyedResolver } from '../../../lib/keyed-resolver';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useSaveAway } from '../api/away-api';
import { useClock } from '../../../lib/use-clock';

/** Every quarter hour of a day, for the time selects. */
const TIMES = Array.from({ length: SLOTS_PER_DAY }, (_, slot) => slotClock(slot));
const selectClasses =
  'block h-10 w-full rounded-lg bg-white px-3 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none';

/**
 * Add or edit one DJ entry's away dates: first and last day, an optional time on each (station
 * time; "Whole day" when none) and a note. The same schema as the server's, so a refusal shows
 * at its field before anything is sent, in the reader's language.
 */
const AWAY_FIELDS = ['fromDate', 'toDate', 'startTime', 'endTime', 'note'] as const;

export function AwayFormDialog({
  djId,
  period,
  defaultDate,
  description,
  onClose,
}: {
  djId: string;
  /** The dates being edited; none to add new ones. */
  period: AwayPeriod | null;
  defaultDate: string;
  /** What away dates are, and that times are station time when the reader's zone differs. */
  description: string;
  onClose: () => void;
}) {
  const t = useT(away);
  const save = useSaveAway();
  // The checks say their keys in the reader's language (the server says the same keys).
  const resolver = useMemo(() => keyedResolver(awayInputSchema, t, 'away'), [t]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AwayInput, unknown, AwayValues>({
    resolver,
    defaultValues: {
      fromDate: period?.fromDate ?? defaultDate,
      toDate: period?.toDate ?? defaultDate,
      startTime: period?.startTime ?? '',
      endTime: period?.endTime ?? '',
      note: period?.note ?? '',
    },
  });
  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ djId, id: period?.id, input });
      onClose();
    } catch (error) {
      // A refusal of a field shows at it; any other (gone, too many) in the save's error toast.
      showServerFieldErrors(error, AWAY_FIELDS, setError);
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(period ? 'away:editTitle' : 'away:addTitle')}
      description={description}
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-6 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('away:firstDay')} error={errors.fromDate?.message}>
            {(field) => <Input type="date" {...field} {...register('fromDate')} required />}
          </FormField>
          <FormField label={t('away:lastDay')} error={errors.toDate?.message}>
            {(field) => <Input type="date" {...field} {...register('toDate')} required />}
          </FormField>
          <FormField label={t('away:startTime')} error={errors.startTime?.message}>
            {(field) => <TimeSelect {...field} {...register('startTime')} />}
          </FormField>
          <FormField label={t('away:endTime')} error={errors.endTime?.message}>
            {(field) => <TimeSelect {...field} {...register('endTime')} />}
          </FormField>
        </div>
        <FormField
          label={t('away:note')}
          labelNote={t('away:optional')}
          error={errors.note?.message}
        >
          {(field) => (
            <Textarea
              {...field}
              {...register('note')}
              rows={2}
              placeholder={t('away:notePlaceholder')}
            />
          )}
        </FormField>
        <CancelAndSubmit onCancel={onClose} pending={save.isPending} pendingText={t('away:saving')}>
          {t('away:save')}
        </CancelAndSubmit>
      </form>
    </Dialog>
  );
}

function TimeSelect(props: React.ComponentProps<'select'>) {
  const t = useT(away);
  const clock = useClock();
  return (
    <select {...props} className={selectClasses}>
      <option value="">{t('away:wholeDay')}</option>
      {TIMES.map((time) => (
        <option key={time} value={time}>
          {storedClock(time, clock)}
        </option>
      ))}
    </select>
  );
}
