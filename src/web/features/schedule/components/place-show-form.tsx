import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';
import { hoursToSlots } from '../../../../shared/library/duration';
import { missingTimeRefusal } from '../../../../shared/schedule/clock-change';
import { checkPlacement } from '../../../../shared/schedule/placement';
import type { Placement } from '../../../../shared/schedule/slots';
import type { Show } from '../../../../shared/schemas/show';
import type { WeekView } from '../../../../shared/schemas/schedule';
import { CancelAndSubmit } from '../../../components/ui/cancel-and-submit';
import { SelectMenu } from '../../../components/ui/select-menu';
import { cn } from '../../../lib/cn';
import { placementLabel, startLabel } from '../block-text';
import { DEFAULT_SCROLL_HOUR } from '../grid-layout';
import { dayOptions, lengthOptions, startTimeOptions } from '../slot-options';
import { useClock } from '../../../lib/use-clock';
import { useAddPlacement } from '../hooks/use-placement-writes';
import { useSingleSubmit } from '../../../lib/use-single-submit';
import { useScheduleZone } from '../zone/schedule-zone-context';
import { drawnBlocks } from '../block-text';
import { sayText, useScheduleWords } from '../schedule-words';

// The three are lists of the grid's own choices, so no person can send another value: the
// check guards the form's code, and what a person reads is the placement check's answer.
const schema = z.object({
  day: z.string().regex(/^[0-6]$/),
  time: z.string().regex(/^\d{1,2}$/),
  length: z.string().regex(/^\d{1,2}$/),
});
type Values = z.infer<typeof schema>;

/** Day and start time, the placement check's answer, and Cancel / Place Show. */
export function PlaceShowForm({
  week,
  show,
  defaultDay,
  initial,
  onCancel,
  onPlaced,
}: {
  week: WeekView;
  show: Show;
  defaultDay: number;
  /** A gap's day, start and length ("Place a show here", decision 0070): the length is chosen too. */
  initial?: Placement | undefined;
  onCancel: () => void;
  onPlaced: (message: string, blockId: string | null) => void;
}) {
  const add = useAddPlacement();
  const once = useSingleSubmit();
  const clock = useClock();
  const words = useScheduleWords();
  const { t } = words;
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      day: String(initial?.dayIndex ?? defaultDay),
      time: String(initial?.timeIndex ?? DEFAULT_SCROLL_HOUR * 4),
      length: String(initial?.duration ?? hoursToSlots(show.duration)),
    },
  });
  const [day, time, length] = useWatch({ control, name: ['day', 'time', 'length'] });
  const placement = {
    dayIndex: Number(day),
    timeIndex: Number(time),
    duration: Number(length),
  };
  // A start or end in a change day's skipped time is refused here as on the grid.
  const zone = useScheduleZone();
  const clockRefusal =
    zone && missingTimeRefusal(week.id, placement, zone.stationZone, undefined, clock);
  const placed = checkPlacement(placement, week, drawnBlocks(week));
  const check = clockRefusal
    ? { ok: false as const, message: sayText(words, clockRefusal) }
    : placed.ok
      ? placed
      : { ok: false as const, message: t(`schedule:preview.${placed.reason}`) };
  const days = useMemo(() => dayOptions(week.id, words), [week.id, words]);

  const submit = once.guard(
    handleSubmit(async () => {
      if (!check.ok) return;
      try {
        const before = new Set(week.blocks.map((block) => block.id));
        const saved = await add.mutateAsync({
          weekId: week.id,
          input: { templateId: show.id, ...placement },
          idempotencyKey: once.key,
        });
        once.saved();
        // The one block the answer has that the week did not: the show just placed.
        const placed = saved.blocks.find((b) => !before.has(b.id) && b.templateId === show.id);
        onPlaced(
          t('schedule:announce.placed', {
            show: show.name,
            at: startLabel(placement, clock, words),
          }),
          placed?.id ?? null,
        );
      } catch {
        // The toast says why; the dialog stays open for another choice.
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <PickField control={control} name="day" label={t('schedule:field.day')} options={days} />
        <PickField
          control={control}
          name="time"
          label={t('schedule:field.start')}
          options={startTimeOptions(clock)}
        />
        {initial ? (
          <PickField
            control={control}
            name="length"
            label={t('schedule:field.length')}
            options={lengthOptions(words)}
          />
        ) : null}
      </div>
      <p
        role="status"
        className={cn(
          'rounded-lg px-3 py-2 text-sm',
          !check.ok
            ? 'bg-red-50 text-red-800'
            : check.overlaps
              ? 'bg-amber-50 text-amber-900'
              : 'bg-emerald-50 text-emerald-900',
        )}
      >
        {!check.ok
          ? check.message
          : check.overlaps
            ? t('schedule:place.overlaps', { placement: placementLabel(placement, clock, words) })
            : placementLabel(placement, clock, words)}
      </p>
      <CancelAndSubmit
        onCancel={onCancel}
        disabled={!check.ok}
        pending={once.busy}
        pendingText={t('schedule:place.pending')}
      >
        {t('schedule:place.submit')}
      </CancelAndSubmit>
    </form>
  );
}

/** A labelled menu of the form: the label shows above it and names it. */
function PickField({
  control,
  name,
  label,
  options,
}: {
  control: Control<Values>;
  name: keyof Values;
  label: string;
  options: { value: string; label: string }[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="space-y-1.5">
          <span className="block text-sm font-medium text-slate-700">{label}</span>
          <SelectMenu
            label={label}
            value={field.value}
            options={options}
            onValueChange={field.onChange}
            className="w-full"
          />
        </div>
      )}
    />
  );
}
