import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { hoursToSlots } from '../../../../shared/library/duration';
import { missingTimeRefusal } from '../../../../shared/schedule/clock-change';
import { checkPlacement } from '../../../../shared/schedule/placement';
import { slotTime, SLOTS_PER_DAY } from '../../../../shared/schedule/slots';
import { DAY_NAMES, dayDate, shortDateLabel } from '../../../../shared/schedule/week';
import type { Show } from '../../../../shared/schemas/show';
import type { WeekView } from '../../../../shared/schemas/schedule';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { SelectMenu } from '../../../components/ui/select-menu';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { placementLabel, startLabel } from '../block-text';
import { DEFAULT_SCROLL_HOUR } from '../grid-layout';
import { useAddPlacement } from '../hooks/use-placement-writes';
import { useSingleSubmit } from '../../../lib/use-single-submit';
import { useScheduleZone } from '../zone/schedule-zone-context';
import { drawnBlocks } from '../block-text';

const schema = z.object({
  day: z.string().regex(/^[0-6]$/, 'Choose a day'),
  time: z.string().regex(/^\d{1,2}$/, 'Choose a start time'),
});
type Values = z.infer<typeof schema>;

const TIME_OPTIONS = Array.from({ length: SLOTS_PER_DAY }, (_, slot) => ({
  value: String(slot),
  label: slotTime(slot),
}));

/** Day and start time, the placement check's answer, and Cancel / Place Show. */
export function PlaceShowForm({
  week,
  show,
  defaultDay,
  onCancel,
  onPlaced,
}: {
  week: WeekView;
  show: Show;
  defaultDay: number;
  onCancel: () => void;
  onPlaced: (message: string, blockId: string | null) => void;
}) {
  const add = useAddPlacement();
  const once = useSingleSubmit();
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { day: String(defaultDay), time: String(DEFAULT_SCROLL_HOUR * 4) },
  });
  const [day, time] = useWatch({ control, name: ['day', 'time'] });
  const placement = {
    dayIndex: Number(day),
    timeIndex: Number(time),
    duration: hoursToSlots(show.duration),
  };
  // A start or end in a change day's skipped time is refused here as on the grid.
  const zone = useScheduleZone();
  const clockRefusal = zone && missingTimeRefusal(week.id, placement, zone.stationZone);
  const check = clockRefusal
    ? { ok: false as const, message: clockRefusal }
    : checkPlacement(placement, week, drawnBlocks(week));
  const dayOptions = useMemo(
    () =>
      DAY_NAMES.map((name, index) => ({
        value: String(index),
        label: `${name}, ${shortDateLabel(dayDate(week.id, index))}`,
      })),
    [week.id],
  );

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
        onPlaced(`${show.name} placed on ${startLabel(placement)}`, placed?.id ?? null);
      } catch {
        // The toast says why; the dialog stays open for another choice.
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="day"
          render={({ field }) => (
            <div className="space-y-1.5">
              <span className="block text-sm font-medium text-slate-700">Day</span>
              <SelectMenu
                label="Day"
                value={field.value}
                options={dayOptions}
                onValueChange={field.onChange}
                className="w-full"
              />
            </div>
          )}
        />
        <Controller
          control={control}
          name="time"
          render={({ field }) => (
            <div className="space-y-1.5">
              <span className="block text-sm font-medium text-slate-700">Start time</span>
              <SelectMenu
                label="Start time"
                value={field.value}
                options={TIME_OPTIONS}
                onValueChange={field.onChange}
                className="w-full"
              />
            </div>
          )}
        />
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
          : `${placementLabel(placement)}${check.overlaps ? ': overlaps another show' : ''}`}
      </p>
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!check.ok || once.busy}>
          {once.busy ? (
            <>
              <Spinner /> Placing...
            </>
          ) : (
            'Place Show'
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}
