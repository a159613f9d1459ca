import UserRoundX from 'lucide-react/icons/user-round-x';
import { timeRangeLabel } from '../../../../shared/schedule/slots';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useDragState, type DragStore } from '../drag/drag-store';
import { sourceLook, type DragSource, type Preview } from '../drag/drag-types';
import { visibleSegments } from '../drag/preview';
import { segmentStyle } from '../grid-layout';
import { useClock } from '../../../lib/use-clock';
import { schedule } from '../../../i18n/namespaces/schedule';
import { useT } from '../../../i18n/use-t';
import { useLanguage } from '../../../i18n/language-context';

const tones = {
  valid: 'border-emerald-500 bg-emerald-50/85 text-emerald-950',
  overlap: 'border-amber-400 bg-amber-50/85 text-amber-950',
  invalid: 'border-red-500 bg-red-50/85 text-red-950',
} as const;

/**
 * The one dashed preview of a drag, a keyboard move or a drop being saved (SPEC.md §2): green when
 * valid, yellow when valid but overlapping, red when invalid; a DJ of the show who is on another
 * show at that time is named in it (violet), which does not stop the drop. It is the only part of the grid that
 * follows the drag state, so a pointer move re-renders nothing else.
 */
export function DragPreview({ store }: { store: DragStore }) {
  const source = useDragState(store, (s) => s.source);
  const preview = useDragState(store, (s) => s.preview);
  const saving = useDragState(store, (s) => s.saving);
  if (source && preview) return <PreviewPieces source={source} preview={preview} saving={false} />;
  if (saving) return <PreviewPieces source={saving.source} preview={saving.preview} saving />;
  return null;
}

function PreviewPieces({
  source,
  preview,
  saving,
}: {
  source: DragSource;
  preview: Preview;
  saving: boolean;
}) {
  const tone = !preview.isValid ? 'invalid' : preview.isOverlapping ? 'overlap' : 'valid';
  const { name } = sourceLook(source);
  const { timeIndex, duration } = preview.placement;
  const clock = useClock();
  const language = useLanguage();
  const t = useT(schedule);
  return (
    <>
      {visibleSegments(preview.placement).map((segment, index) => (
        <div
          key={index}
          aria-hidden
          data-testid="drag-preview"
          data-state={saving ? 'saving' : tone}
          style={segmentStyle(segment.dayIndex, segment.timeIndex, segment.duration)}
          className={cn(
            'pointer-events-none absolute z-30 flex flex-col overflow-hidden rounded-md border-2 border-dashed px-1.5 py-1 text-xs leading-tight shadow-md',
            // Under a finger (drag/touch-lift.ts) it is drawn raised, as what the finger holds.
            '[[data-touch-drag=true]_&]:scale-[1.03] [[data-touch-drag=true]_&]:shadow-xl',
            tones[tone],
          )}
        >
          <span className="flex items-center gap-1 truncate font-semibold">
            {saving ? <Spinner className="size-3" /> : null}
            {name}
          </span>
          <span className="truncate tabular-nums">
            {saving ? t('schedule:saving') : timeRangeLabel(timeIndex, duration, clock, language)}
          </span>
          {preview.message && !saving ? (
            <span className="mt-0.5 line-clamp-2 font-medium">{preview.message}</span>
          ) : null}
          {!saving
            ? preview.djClashes.map((note) => (
                <span
                  key={note}
                  data-testid="drag-preview-clash"
                  className="mt-0.5 flex items-start gap-1 font-medium text-violet-900"
                >
                  <UserRoundX aria-hidden className="mt-px size-3 shrink-0" />
                  <span className="line-clamp-2">{note}</span>
                </span>
              ))
            : null}
        </div>
      ))}
    </>
  );
}
