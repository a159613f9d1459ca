import type { Show } from '../../../../../shared/schemas/show';
import { durationText } from '../../duration-text';
import { library } from '../../../../i18n/namespaces/library';
import { useT } from '../../../../i18n/use-t';

const term = 'text-xs font-medium tracking-wide text-slate-500 uppercase';

/**
 * The fields of a show its host may not change (under "only their own shows"), shown as text
 * in the place of their controls, with a note that says who can change them.
 */
export function ShowFixedFields({ show }: { show: Show }) {
  const t = useT(library);
  return (
    <section aria-label={t('library:fixed.label')} className="rounded-lg bg-slate-50 p-4">
      <dl className="grid gap-3 text-sm text-slate-900 sm:grid-cols-2">
        <div>
          <dt className={term}>{t('library:fixed.name')}</dt>
          <dd className="break-words">{show.name}</dd>
        </div>
        <div>
          <dt className={term}>{t('library:fixed.duration')}</dt>
          <dd>{durationText(t, show.duration)}</dd>
        </div>
        <div>
          <dt className={term}>{t('library:fixed.djs')}</dt>
          <dd>{show.djNames.length > 0 ? show.djNames.join(', ') : t('library:show.noDjs')}</dd>
        </div>
        <div>
          <dt className={term}>{t('library:show.fillInHosts')}</dt>
          <dd>
            {show.fillInHostNames.length > 0
              ? show.fillInHostNames.join(', ')
              : t('library:show.noFillInHosts')}
          </dd>
        </div>
        <div>
          <dt className={term}>{t('library:fixed.colour')}</dt>
          <dd className="flex items-center gap-2">
            <span
              aria-hidden
              className="size-4 rounded-full ring-1 ring-slate-300"
              style={{ backgroundColor: show.color }}
            />
            {show.color}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-600">{t('library:fixed.note')}</p>
    </section>
  );
}
