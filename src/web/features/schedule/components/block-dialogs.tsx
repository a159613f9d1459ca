import type { RefObject } from 'react';
import type { ScheduledBlock, WeekView } from '../../../../shared/schemas/schedule';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { placementLabel, startLabel } from '../block-text';
import { dayDate } from '../../../../shared/schedule/week';
import { shortDate, useScheduleWords, type ScheduleWords } from '../schedule-words';
import { AskFillIn } from '../../fill-ins/components/ask-fill-in';
import { fillInAiringOf } from '../../../../shared/fill-ins/airing-ref';
import { useDeletePlacement } from '../hooks/use-placement-writes';
import { useRemoveInstance } from '../hooks/use-series-writes';
import { EditPlacedShowDialog } from './edit-placed-show-dialog';
import { RecurringSeriesDialog } from './series/recurring-series-dialog';
import { SeriesChangeDialogs } from './series-change-dialogs';
import type { BlockDialogKind, BlockDialogState } from './block-dialog-state';
import { useClock } from '../../../lib/use-clock';
import { series } from '../../../i18n/namespaces/series';
import { useT } from '../../../i18n/use-t';
import type { Translate } from '../../../i18n/translate';
import { deleteNote, removeInstanceQuestion } from '../series-notes';

/** The delete question: a series' first show ends the series, an exception stays removed. */
function deleteQuestion(
  block: ScheduledBlock | null,
  { t }: ScheduleWords,
  seriesT: Translate<'series'>,
) {
  const question = t('schedule:deleteConfirm', { show: block?.showName ?? '' });
  const note = deleteNote(seriesT, block);
  return {
    title: block?.isException ? t('schedule:menu.deleteException') : t('schedule:menu.deleteShow'),
    text: note ? `${question} ${note}` : question,
  };
}

/**
 * The dialogs the block menu opens: edit (show or exception), delete (with what happens to a
 * series), Remove from Series, Create Recurring Series, and Ask for a fill-in.
 */
export function BlockDialogs({
  week,
  dialog,
  onOpenChange,
  today,
  returnFocusTo,
  announce,
}: {
  week: WeekView;
  dialog: BlockDialogState;
  onOpenChange: (open: boolean) => void;
  today: string;
  returnFocusTo: RefObject<HTMLElement | null>;
  announce: (message: string) => void;
}) {
  const remove = useDeletePlacement();
  const removeInstance = useRemoveInstance();
  const clock = useClock();
  const words = useScheduleWords();
  const { t } = words;
  const seriesT = useT(series);
  const block = dialog.id ? (week.blocks.find((b) => b.id === dialog.id) ?? null) : null;
  const showing = (kind: BlockDialogKind) => dialog.kind === kind;
  const isOpen = (kind: BlockDialogKind) => dialog.open && showing(kind) && block !== null;
  const question = deleteQuestion(showing('delete') ? block : null, words, seriesT);

  return (
    <>
      {isOpen('ask-fill-in') && block ? (
        <AskFillIn
          open
          airing={{
            showName: block.showName,
            when: t('schedule:askWhen', {
              placement: placementLabel(block, clock, words),
              date: shortDate(words.language, dayDate(week.id, block.dayIndex)),
            }),
            ref: fillInAiringOf(block, week.id),
          }}
          onClose={() => onOpenChange(false)}
        />
      ) : null}
      <EditPlacedShowDialog
        weekId={week.id}
        blockId={dialog.id}
        block={showing('edit') ? block : null}
        // Stays open if a colleague removes the block, to say so rather than vanish.
        open={dialog.open && showing('edit')}
        onOpenChange={onOpenChange}
      />
      <RecurringSeriesDialog
        weekId={week.id}
        block={showing('recurring') ? block : null}
        today={today}
        open={isOpen('recurring')}
        onOpenChange={onOpenChange}
      />
      <ConfirmDialog
        open={isOpen('delete')}
        onOpenChange={onOpenChange}
        title={question.title}
        description={question.text}
        confirmLabel={t('schedule:delete')}
        tone="danger"
        returnFocusTo={returnFocusTo}
        onConfirm={() => {
          if (!block) return;
          remove.mutate(
            { weekId: week.id, block },
            { onSuccess: () => announce(t('schedule:announce.deleted', { show: block.showName })) },
          );
        }}
      />
      <SeriesChangeDialogs
        week={week}
        kind={dialog.kind}
        block={block}
        open={dialog.open}
        onOpenChange={onOpenChange}
        today={today}
        returnFocusTo={returnFocusTo}
        announce={announce}
      />
      <ConfirmDialog
        open={isOpen('remove-instance')}
        onOpenChange={onOpenChange}
        title={t('schedule:menu.removeInstance')}
        description={removeInstanceQuestion(
          seriesT,
          showing('remove-instance') ? (block?.showName ?? '') : '',
        )}
        confirmLabel={t('schedule:remove')}
        tone="danger"
        returnFocusTo={returnFocusTo}
        onConfirm={() => {
          if (!block) return;
          removeInstance.mutate(
            { weekId: week.id, block },
            {
              onSuccess: () =>
                announce(
                  t('schedule:announce.removed', {
                    show: block.showName,
                    at: startLabel(block, clock, words),
                  }),
                ),
            },
          );
        }}
      />
    </>
  );
}
