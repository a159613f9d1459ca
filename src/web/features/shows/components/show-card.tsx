import type { Show } from '../../../../shared/schemas/show';
import { EntryChips } from '../../../components/library/chip-list';
import { EntryActions } from '../../../components/entity-action-buttons';
import { CARD_FOOTER, LibraryCard } from '../../../components/library/library-card';
import { cn } from '../../../lib/cn';
import { FillInHostsLine } from './fill-in-hosts-line';
import { ShowDuration } from './show-duration';
import { ShowImage } from './show-image';
import { library } from '../../../i18n/namespaces/library';
import { useT } from '../../../i18n/use-t';

/** A show in the grid (SPEC.md §2): colour stripe, name, DJs, image, description, duration, genres. */
export function ShowCard({
  show,
  onEdit,
  onDelete,
}: {
  show: Show;
  /** Absent when the member may not change this show (the button is not offered). */
  onEdit?: ((show: Show) => void) | undefined;
  onDelete?: ((show: Show) => void) | undefined;
}) {
  const t = useT(library);
  return (
    <LibraryCard
      name={show.name}
      banner={
        <>
          <div aria-hidden className="h-2 shrink-0" style={{ backgroundColor: show.color }} />
          <ShowImage src={show.imageUrl} className="aspect-video w-full bg-slate-100" />
        </>
      }
      underName={
        <>
          <p
            title={show.djNames.join(', ') || undefined}
            className="mt-0.5 line-clamp-2 text-sm [overflow-wrap:anywhere] text-slate-600"
          >
            {show.djNames.length > 0 ? show.djNames.join(', ') : t('library:show.noDjs')}
          </p>
          <FillInHostsLine names={show.fillInHostNames} />
        </>
      }
      footer={
        <EntryActions
          entry={show}
          name={show.name}
          onEdit={onEdit}
          onDelete={onDelete}
          className={cn('gap-2', CARD_FOOTER)}
        />
      }
    >
      {show.description ? (
        <p className="line-clamp-3 text-sm [overflow-wrap:anywhere] text-slate-600">
          {show.description}
        </p>
      ) : null}
      <ShowDuration hours={show.duration} />
      <EntryChips label={t('library:genres')} chips={show.genres} tone="slate" />
    </LibraryCard>
  );
}
