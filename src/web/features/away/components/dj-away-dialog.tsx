import { AWAY_TEXTS } from '../../../../shared/messages/away';
import { Dialog } from '../../../components/ui/dialog';
import { usePublicConfig } from '../../../lib/use-public-config';
import { useDjAway } from '../api/away-api';
import { AwayDatesList } from './away-dates-list';
import { AwayLoadState } from './away-load-state';

/** DJ Library → a DJ → Away dates, for managers: that entry's away dates in a dialog. */
export function DjAwayDialog({
  dj,
  onClose,
}: {
  dj: { id: string; name: string };
  onClose: () => void;
}) {
  const query = useDjAway(dj.id);
  const timeZone = usePublicConfig().data?.stationTimeZone;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={AWAY_TEXTS.dialogTitle(dj.name)}
      description={AWAY_TEXTS.managerLead(dj.name)}
      className="max-w-lg"
    >
      <div className="mt-6">
        {query.data && timeZone ? (
          <AwayDatesList
            dj={dj}
            periods={query.data}
            timeZone={timeZone}
            lead={AWAY_TEXTS.managerLead(dj.name)}
            own={false}
          />
        ) : (
          <AwayLoadState query={query} />
        )}
      </div>
    </Dialog>
  );
}
