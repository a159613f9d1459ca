import { away } from '../../../i18n/namespaces/away';
import { useT } from '../../../i18n/use-t';
import { useAccess } from '../../../lib/use-access';
import { useMyAway } from '../api/away-api';
import { AwayDatesList } from './away-dates-list';
import { AwayLoadState } from './away-load-state';

/** My Shows → Away dates: the member's own DJ entries' away dates, for members who may keep them. */
export function MyAwaySection() {
  const t = useT(away);
  const { can } = useAccess();
  const query = useMyAway();
  const answer = query.data;
  if (!can('away.editOwn') || (answer && answer.djs.length === 0)) return null;
  return (
    <section
      aria-labelledby="my-away-dates"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="my-away-dates" className="text-lg font-semibold text-slate-900">
        {t('away:sectionTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('away:myLead')}</p>
      <div className="mt-4 space-y-6">
        {!answer ? (
          <AwayLoadState query={query} />
        ) : (
          answer.djs.map((dj) => (
            <div key={dj.id} className="space-y-2">
              {answer.djs.length > 1 ? (
                <h3 className="text-sm font-medium text-slate-700">{dj.name}</h3>
              ) : null}
              <AwayDatesList
                dj={dj}
                periods={answer.periods}
                timeZone={answer.timeZone}
                lead={t('away:myLead')}
                own
              />
            </div>
          ))
        )}
      </div>
    </section>
  );
}
