import { useId } from 'react';
import { SHOW_TEXTS } from '../../../../shared/messages/library';
import type { Show } from '../../../../shared/schemas/show';
import { DeleteButton, EditButton } from '../../../components/entity-action-buttons';
import { GenreChips } from './genre-chips';
import { ShowDuration } from './show-duration';
import { ShowImage } from './show-image';

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
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
    >
      <div aria-hidden className="h-2 shrink-0" style={{ backgroundColor: show.color }} />
      <ShowImage src={show.imageUrl} className="aspect-video w-full bg-slate-100" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="min-w-0">
          <h3
            id={titleId}
            title={show.name}
            className="line-clamp-2 text-base font-semibold [overflow-wrap:anywhere] text-slate-900"
          >
            {show.name}
          </h3>
          <p
            title={show.djNames.join(', ') || undefined}
            className="mt-0.5 line-clamp-2 text-sm [overflow-wrap:anywhere] text-slate-600"
          >
            {show.djNames.length > 0 ? show.djNames.join(', ') : SHOW_TEXTS.noDjs}
          </p>
        </div>
        {show.description ? (
          <p className="line-clamp-3 text-sm [overflow-wrap:anywhere] text-slate-600">
            {show.description}
          </p>
        ) : null}
        <ShowDuration hours={show.duration} />
        <GenreChips genres={show.genres} />
      </div>
      {onEdit || onDelete ? (
        <div className="flex gap-2 border-t border-slate-100 px-5 py-3">
          {onEdit ? <EditButton name={show.name} onClick={() => onEdit(show)} /> : null}
          {onDelete ? <DeleteButton name={show.name} onClick={() => onDelete(show)} /> : null}
        </div>
      ) : null}
    </article>
  );
}
