import { Dialog } from '../../../components/ui/dialog';
import { away } from '../../../i18n/namespaces/away';
import { useT } from '../../../i18n/use-t';
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
  const t = useT(away);
  const query = useDjAway(dj.id);
  const lead = t('away:managerLead', { name: dj.name });
  const timeZone = usePublicConfig().data?.stationTimeZone;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('away:dialogTitle', { name: dj.name })}
      description={lead}
      className="max-w-lg"
    >
      <div className="mt-6">
        {query.data && timeZone ? (
          <AwayDatesList dj={dj} periods={query.data} timeZone={timeZone} lead={lead} own={false} />
        ) : (
          <AwayLoadState query={query} />
        )}
      </div>
    </Dialog>
  );
}
