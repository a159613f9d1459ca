import type { Dj } from '../../../../shared/schemas/dj';
import { CARD_FOOTER, LibraryCard } from '../../../components/library/library-card';
import { EntryChips } from '../../../components/library/chip-list';
import { Avatar } from '../../../components/ui/avatar';
import { DjActions, type DjActionHandlers } from './dj-actions';
import { InactiveBadge, SampleBadge } from './dj-badges';
import { DjContact } from './dj-contact';
import { library } from '../../../i18n/namespaces/library';
import { useT } from '../../../i18n/use-t';

/** A DJ in the grid (SPEC.md §2): avatar, name, status, bio (3 lines), contact links, tags. */
export function DjCard({ dj, sample, ...actions }: DjActionHandlers & { dj: Dj; sample: boolean }) {
  const t = useT(library);
  return (
    <LibraryCard
      name={dj.name}
      mark={<Avatar src={dj.avatarUrl} name={dj.name} className="size-14 text-base" />}
      underName={
        !dj.active || sample ? (
          <div className="mt-1 flex flex-wrap gap-1">
            {!dj.active ? <InactiveBadge /> : null}
            {sample ? <SampleBadge /> : null}
          </div>
        ) : null
      }
      footer={<DjActions dj={dj} sample={sample} {...actions} className={CARD_FOOTER} />}
    >
      {dj.bio ? <p className="line-clamp-3 text-sm break-words text-slate-600">{dj.bio}</p> : null}
      <DjContact dj={dj} />
      <EntryChips label={t('library:dj.tags')} chips={dj.tags} tone="indigo" />
    </LibraryCard>
  );
}
