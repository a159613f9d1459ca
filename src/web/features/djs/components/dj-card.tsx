import { useId } from 'react';
import type { Dj } from '../../../../shared/schemas/dj';
import { Avatar } from '../../../components/ui/avatar';
import { DjActions, type DjActionHandlers } from './dj-actions';
import { InactiveBadge, SampleBadge } from './dj-badges';
import { DjContact } from './dj-contact';
import { TagList } from './tag-list';

/** A DJ in the grid (SPEC.md §2): avatar, name, status, bio (3 lines), contact links, tags. */
export function DjCard({ dj, sample, ...actions }: DjActionHandlers & { dj: Dj; sample: boolean }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
    >
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center gap-3">
          <Avatar src={dj.avatarUrl} name={dj.name} className="size-14 text-base" />
          <div className="min-w-0">
            <h3
              id={titleId}
              title={dj.name}
              className="line-clamp-2 font-semibold [overflow-wrap:anywhere] text-slate-900"
            >
              {dj.name}
            </h3>
            {!dj.active || sample ? (
              <div className="mt-1 flex flex-wrap gap-1">
                {!dj.active ? <InactiveBadge /> : null}
                {sample ? <SampleBadge /> : null}
              </div>
            ) : null}
          </div>
        </div>
        {dj.bio ? (
          <p className="line-clamp-3 text-sm break-words text-slate-600">{dj.bio}</p>
        ) : null}
        <DjContact dj={dj} />
        {dj.tags.length > 0 ? <TagList tags={dj.tags} /> : null}
      </div>
      <DjActions
        dj={dj}
        sample={sample}
        {...actions}
        className="border-t border-slate-100 px-5 py-3"
      />
    </article>
  );
}
