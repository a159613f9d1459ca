import Plane from 'lucide-react/icons/plane';
import { useState, type ComponentProps } from 'react';
import { awayState, type AwayPeriod } from '../../../../shared/away/away-periods';
import { zoneCity } from '../../../../shared/schedule/zone-label';
import { dateInZone } from '../../../../shared/schedule/week';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { away } from '../../../i18n/namespaces/away';
import { useT } from '../../../i18n/use-t';
import { useViewerZone } from '../../../lib/use-viewer-zone';
import { useDeleteAway } from '../api/away-api';
import { deferredDialog } from '../../../components/ui/deferred-dialog';
import type { AwayFormDialog as AwayForm } from './away-form-dialog';
import { AwayFillInsButton } from '../../fill-ins/components/away-fill-ins-button';
import { useClock } from '../../../lib/use-clock';
import { useLanguage } from '../../../i18n/language-context';
import { awayRangeText } from '../away-range-text';

/** Fetched when it opens: the DJ Library and My Shows paint without the forms library. */
const AwayFormDialog = deferredDialog<ComponentProps<typeof AwayForm> & { open: boolean }>(() =>
  import('./away-form-dialog').then((m) => m.AwayFormDialog),
);

/**
 * One DJ entry's away dates (decision 0065), for My Shows and the DJ Library: each period with
 * Edit and Delete (after a confirmation), and "Add away dates". Past periods are left out; times
 * are station time, said so when the reader's own zone differs.
 */
export function AwayDatesList({
  dj,
  periods,
  timeZone,
  lead,
  own,
}: {
  dj: { id: string; name: string };
  periods: readonly AwayPeriod[];
  timeZone: string;
  /** The member's own away dates (My Shows), not a DJ's kept by a manager. */
  own: boolean;
  /** What the add/edit dialog says away dates are, in the reader's words (own or a DJ's). */
  lead: string;
}) {
  const t = useT(away);
  const now = new Date();
  const viewer = useViewerZone();
  const clock = useClock();
  const language = useLanguage();
  const rangeOf = (period: AwayPeriod) => awayRangeText(period, clock, language, t);
  const city = zoneCity(timeZone);
  const zoneNote =
    viewer.timeZone === timeZone
      ? null
      : city === 'UTC'
        ? t('away:stationTimesUtc')
        : t('away:stationTimes', { city });
  const [editing, setEditing] = useState<AwayPeriod | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AwayPeriod | null>(null);
  const remove = useDeleteAway();
  const shown = periods
    .filter((p) => p.djId === dj.id)
    .map((p) => ({ period: p, state: awayState(p, now, timeZone) }))
    .filter((p) => p.state !== 'past');

  return (
    <div className="space-y-3">
      {zoneNote ? <p className="text-xs text-slate-500">{zoneNote}</p> : null}
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600">{t('away:empty')}</p>
      ) : (
        <ul
          className="divide-y divide-slate-100"
          aria-label={t('away:dialogTitle', { name: dj.name })}
        >
          {shown.map(({ period, state }) => (
            <li key={period.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              {/* Icon and dates stay together when a long range wraps on a narrow screen. */}
              <span className="flex min-w-0 items-baseline gap-2">
                <Plane aria-hidden className="size-4 shrink-0 self-center text-orange-600" />
                <span className="font-medium text-slate-900">{rangeOf(period)}</span>
              </span>
              {state === 'now' ? (
                <Badge className="bg-orange-100 text-orange-800 ring-orange-200">
                  {t('away:now')}
                </Badge>
              ) : null}
              {period.note ? (
                <span className="min-w-0 text-sm break-words text-slate-600">{period.note}</span>
              ) : null}
              <span className="ml-auto flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('away:editLabel', { range: rangeOf(period) })}
                  onClick={() => setEditing(period)}
                >
                  {t('away:edit')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('away:deleteLabel', { range: rangeOf(period) })}
                  onClick={() => setDeleting(period)}
                >
                  {t('away:delete')}
                </Button>
              </span>
              <AwayFillInsButton awayId={period.id} djName={dj.name} own={own} />
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" size="sm" onClick={() => setEditing('new')}>
        {t('away:add')}
      </Button>
      {editing ? (
        <AwayFormDialog
          open
          djId={dj.id}
          period={editing === 'new' ? null : editing}
          defaultDate={dateInZone(now, timeZone)}
          description={zoneNote ? `${lead} ${zoneNote}` : lead}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('away:deleteTitle')}
        description={deleting ? t('away:deleteBody', { range: rangeOf(deleting) }) : ''}
        confirmLabel={t('away:delete')}
        tone="danger"
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
          setDeleting(null);
        }}
      />
    </div>
  );
}
