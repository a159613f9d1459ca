import UserRoundX from 'lucide-react/icons/user-round-x';
import type { ScheduledBlock } from '../../../../shared/schemas/schedule';
import { isRecurring } from '../block-text';
import { schedule } from '../../../i18n/namespaces/schedule';
import { useT } from '../../../i18n/use-t';

const dot = 'inline-block size-2 shrink-0 rounded-full';
/**
 * A marker gives way before the show's name does: on a narrow block "Jazz Hour • (recu…" reads
 * better than "Ja… • (recurring)". The dot stays while there is room for it.
 */
const marker = 'flex min-w-0 shrink-[999] items-center gap-1 overflow-hidden font-normal';

/** Whether a piece carries a text marker (continuation, recurring, exception or host away). */
export function hasMarkers(block: ScheduledBlock, continuation: boolean): boolean {
  return (
    continuation ||
    isRecurring(block) ||
    block.isException ||
    block.cutAtWeekEnd === true ||
    block.hostsAway !== undefined
  );
}

/**
 * The text markers of a block (SPEC.md §2): continuation after midnight, recurring (green dot),
 * exception (yellow dot; the dashed border is the block's), host away (orange dot, decision 0065).
 */
export function BlockMarkers({
  block,
  continuation,
}: {
  block: ScheduledBlock;
  continuation: boolean;
}) {
  const t = useT(schedule);
  return (
    <>
      {continuation ? (
        <span className="shrink-0 font-normal text-slate-600">
          {t('schedule:marker.continuation')}
        </span>
      ) : null}
      {isRecurring(block) ? (
        <span className={`${marker} text-emerald-800`}>
          <span aria-hidden className={`${dot} bg-emerald-500`} />
          <span className="truncate">{t('schedule:marker.recurring')}</span>
        </span>
      ) : null}
      {block.isException ? (
        <span className={`${marker} text-amber-800`}>
          <span aria-hidden className={`${dot} bg-amber-400`} />
          <span className="truncate">{t('schedule:marker.exception')}</span>
        </span>
      ) : null}
      {block.hostsAway ? (
        <span
          data-testid="host-away-marker"
          title={t('schedule:summary.hostAway', { names: block.hostsAway.join(', ') })}
          className={`${marker} text-orange-800`}
        >
          <span aria-hidden className={`${dot} bg-orange-500`} />
          <span className="truncate">{t('schedule:marker.hostAway')}</span>
        </span>
      ) : null}
      {block.cutAtWeekEnd ? (
        <span className={`${marker} text-slate-700`}>
          <span className="truncate">{t('schedule:marker.cutAtWeekEnd')}</span>
        </span>
      ) : null}
    </>
  );
}

/** The overlap marker: a red dot at the end of the name line (the red border is the block's). */
export function OverlapMarker({ block }: { block: ScheduledBlock }) {
  const t = useT(schedule);
  if (!block.isOverlapping) return null;
  return (
    <span
      data-testid="overlap-marker"
      title={t('schedule:marker.overlaps')}
      className={`${dot} ml-auto bg-red-500 ring-2 ring-white`}
    />
  );
}

/**
 * A DJ booked on another show at the same time: a violet mark beside the overlap's red dot, told
 * apart from it, with what the DJ is also on as its tooltip ("Ava Brooks is also on Jazz Hour,
 * Tue 10:00–11:00"). Screen readers hear it in the block's label.
 */
export function DjClashMarker({ clash }: { clash: string | undefined }) {
  if (!clash) return null;
  return (
    <span
      data-testid="dj-clash-marker"
      title={clash}
      className="ml-auto inline-flex shrink-0 items-center rounded-full bg-violet-600 p-0.5 text-white ring-2 ring-white"
    >
      <UserRoundX aria-hidden className="size-2.5" />
    </span>
  );
}
