import { SCHEDULE_TEXTS } from '../../../../shared/messages/schedule';
import type { ScheduledBlock } from '../../../../shared/schemas/schedule';
import { isRecurring } from '../block-text';

const dot = 'inline-block size-2 shrink-0 rounded-full';

/**
 * The markers after a block's name (SPEC.md §2): recurring (green dot), exception (yellow dot),
 * continuation after midnight, and overlap (red dot; the border is the block's).
 */
export function BlockMarkers({
  block,
  continuation,
}: {
  block: ScheduledBlock;
  continuation: boolean;
}) {
  return (
    <>
      {continuation ? (
        <span className="shrink-0 font-normal text-slate-600">{SCHEDULE_TEXTS.continuation}</span>
      ) : null}
      {isRecurring(block) ? (
        <span className="flex shrink-0 items-center gap-1 font-normal text-emerald-800">
          <span aria-hidden className={`${dot} bg-emerald-500`} />
          {SCHEDULE_TEXTS.recurring}
        </span>
      ) : null}
      {block.isException ? (
        <span className="flex shrink-0 items-center gap-1 font-normal text-amber-800">
          <span aria-hidden className={`${dot} bg-amber-400`} />
          {SCHEDULE_TEXTS.exception}
        </span>
      ) : null}
      {block.isOverlapping ? (
        <span
          data-testid="overlap-marker"
          title="Overlaps another show"
          className={`${dot} ml-auto bg-red-500 ring-2 ring-white`}
        />
      ) : null}
    </>
  );
}
