import type { Show } from '../../../../shared/schemas/show';
import type { WeekView } from '../../../../shared/schemas/schedule';
import { Dialog } from '../../../components/ui/dialog';
import { PlaceShowForm } from './place-show-form';
import { schedule } from '../../../i18n/namespaces/schedule';
import { useT } from '../../../i18n/use-t';

/**
 * The keyboard path from the library to the grid (D7, WCAG 2.2): a show's Place button opens this
 * dialog, where day and start time are chosen from lists; the same placement rules colour the
 * answer before it is sent.
 */
export function PlaceShowDialog({
  week,
  show,
  open,
  onOpenChange,
  defaultDay,
  onPlaced,
  focusOnClose,
}: {
  week: WeekView;
  show: Show | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultDay: number;
  /** Told the announcement and the placed block's id (when the answer shows it). */
  onPlaced: (message: string, blockId: string | null) => void;
  /** See Dialog: the placed block takes focus when the dialog closes. */
  focusOnClose?: () => HTMLElement | null;
}) {
  const t = useT(schedule);
  return (
    <Dialog
      open={open && show !== null}
      onOpenChange={onOpenChange}
      title={show ? t('schedule:place.title', { show: show.name }) : t('schedule:place.titleAny')}
      description={t('schedule:place.description')}
      focusOnClose={focusOnClose}
    >
      {show ? (
        <PlaceShowForm
          key={show.id}
          week={week}
          show={show}
          defaultDay={defaultDay}
          onCancel={() => onOpenChange(false)}
          onPlaced={(message, blockId) => {
            onPlaced(message, blockId);
            onOpenChange(false);
          }}
        />
      ) : null}
    </Dialog>
  );
}
