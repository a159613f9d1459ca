import { formatDuration } from '../../../../../shared/library/duration';
import { SHOW_TEXTS } from '../../../../../shared/messages/library';
import type { Show } from '../../../../../shared/schemas/show';

export const OWN_SHOW_NOTE =
  'You host this show: you can change its image, description and genres. Only a station manager can change its name, duration, DJs and colour.';

const term = 'text-xs font-medium tracking-wide text-slate-500 uppercase';

/**
 * The fields of a show its host may not change (under "only their own shows"), shown as text
 * in the place of their controls, with a note that says who can change them.
 */
export function ShowFixedFields({ show }: { show: Show }) {
  return (
    <section aria-label="Set by a station manager" className="rounded-lg bg-slate-50 p-4">
      <dl className="grid gap-3 text-sm text-slate-900 sm:grid-cols-2">
        <div>
          <dt className={term}>Show Name</dt>
          <dd className="break-words">{show.name}</dd>
        </div>
        <div>
          <dt className={term}>Duration</dt>
          <dd>{formatDuration(show.duration)}</dd>
        </div>
        <div>
          <dt className={term}>DJs</dt>
          <dd>{show.djNames.length > 0 ? show.djNames.join(', ') : SHOW_TEXTS.noDjs}</dd>
        </div>
        <div>
          <dt className={term}>{SHOW_TEXTS.fillInHosts}</dt>
          <dd>
            {show.fillInHostNames.length > 0
              ? show.fillInHostNames.join(', ')
              : SHOW_TEXTS.noFillInHosts}
          </dd>
        </div>
        <div>
          <dt className={term}>Colour</dt>
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
      <p className="mt-3 text-sm text-slate-600">{OWN_SHOW_NOTE}</p>
    </section>
  );
}
