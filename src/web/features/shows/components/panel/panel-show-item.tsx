import GripVertical from 'lucide-react/icons/grip-vertical';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import type { Show } from '../../../../../shared/schemas/show';
import { ChipList } from '../../../../components/library/chip-list';
import { cn } from '../../../../lib/cn';
import { durationText } from '../../duration-text';
import { setShowDragData } from '../../show-drag';
import { library } from '../../../../i18n/namespaces/library';
import { useT } from '../../../../i18n/use-t';

export type PanelItemActions = {
  /** Absent when the member may not change this show (the button is not offered). */
  onEdit?: ((show: Show) => void) | undefined;
  onDelete?: ((show: Show) => void) | undefined;
  /** When given, rows are also native HTML drag sources carrying the show (see show-drag.ts). */
  onDragStartShow?: ((show: Show, event: DragEvent<HTMLElement>) => void) | undefined;
  onDragEndShow?: ((show: Show, event: DragEvent<HTMLElement>) => void) | undefined;
  /** The keyboard path to the grid: when given, each show offers a "Place" button. */
  onPlaceShow?: ((show: Show) => void) | undefined;
};

const GENRE_CHIPS = {
  list: 'flex flex-wrap gap-1',
  chip: 'rounded-full bg-slate-100 px-1.5 py-0.5 text-[0.7rem] font-medium text-slate-700',
};

const smallButton =
  'rounded-md px-1.5 py-1 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600';

/**
 * One show in the side panel: name, DJ, duration, two genres and a count, a colour edge, and Edit
 * and Del. A tile in the grid view, a compact row in the list view; a drag source for the grid.
 */
export function PanelShowItem({
  show,
  layout,
  onEdit,
  onDelete,
  onDragStartShow,
  onDragEndShow,
  onPlaceShow,
}: PanelItemActions & { show: Show; layout: 'tile' | 'row' }) {
  const t = useT(library);
  const genres = show.genres.slice(0, 2);
  const extra = show.genres.length - genres.length;
  const tile = layout === 'tile';

  const buttons = [
    onPlaceShow && {
      key: 'place',
      text: t('library:panel.place'),
      label: t('library:panel.placeLabel', { name: show.name }),
      tone: 'text-indigo-700 hover:bg-indigo-50',
      run: () => onPlaceShow(show),
    },
    onEdit && {
      key: 'edit',
      text: t('library:panel.edit'),
      label: t('library:panel.editLabel', { name: show.name }),
      tone: 'text-slate-700 hover:bg-slate-100',
      run: () => onEdit(show),
    },
    onDelete && {
      key: 'delete',
      text: t('library:panel.delete'),
      label: t('library:panel.deleteLabel', { name: show.name }),
      tone: 'text-red-600 hover:bg-red-50',
      run: () => onDelete(show),
    },
  ].filter((button) => Boolean(button)) as ItemButton[];

  const actions =
    buttons.length > 0 ? (
      <ItemToolbar
        label={show.name}
        buttons={buttons}
        className={cn('flex shrink-0 gap-0.5', tile && 'mt-auto justify-between pt-1')}
      />
    ) : null;

  return (
    <div
      // Native HTML drag only when the host asks for it: a native drag would cancel the pointer
      // events a pointer-driven drag surface (the schedule grid's) relies on.
      draggable={Boolean(onDragStartShow)}
      // The schedule grid's drag surface finds the show under the pointer by this id.
      data-show-id={show.id}
      onDragStart={(event) => {
        setShowDragData(event, show);
        onDragStartShow?.(show, event);
      }}
      onDragEnd={(event) => onDragEndShow?.(show, event)}
      className={cn(
        // Pressing and sweeping over cards never selects their text (a drag, or a refused one).
        'flex h-full rounded-lg border-l-4 bg-white shadow-sm ring-1 ring-slate-200 select-none hover:shadow-md',
        tile ? 'flex-col gap-1 p-2.5' : 'items-center gap-2 px-3 py-2',
        // A long press picks it up on a touch screen: no text selection or callout in the way,
        // and a visible lift when it is picked up (data-lifted, set by the schedule's drag).
        onPlaceShow &&
          'cursor-grab select-none active:cursor-grabbing [-webkit-touch-callout:none] data-[lifted=true]:scale-[1.03] data-[lifted=true]:shadow-lg data-[lifted=true]:ring-2 data-[lifted=true]:ring-indigo-500',
      )}
      style={{ borderLeftColor: show.color }}
    >
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex items-start gap-1">
          <p
            title={show.name}
            className={cn(
              'min-w-0 flex-1 text-sm font-semibold text-slate-900',
              tile ? 'line-clamp-2 [overflow-wrap:anywhere]' : 'truncate',
            )}
          >
            {show.name}
          </p>
          {tile && onPlaceShow ? (
            <GripVertical aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-300" />
          ) : null}
        </div>
        <p className="truncate text-xs text-slate-600" title={show.djNames.join(', ') || undefined}>
          {show.djNames.length > 0 ? show.djNames.join(', ') : t('library:show.noDjs')}
          {tile ? null : (
            <span className="text-slate-500"> · {durationText(t, show.duration)}</span>
          )}
        </p>
        {tile ? (
          <p className="text-xs font-medium text-slate-700">{durationText(t, show.duration)}</p>
        ) : null}
        <ChipList label={t('library:genres')} chips={genres} classes={GENRE_CHIPS}>
          {extra > 0 ? (
            <li className="px-1 py-0.5 text-[0.7rem] font-medium text-slate-500">
              <span aria-hidden>+{extra}</span>
              <span className="sr-only">{t('library:panel.moreGenres', { count: extra })}</span>
            </li>
          ) : null}
        </ChipList>
      </div>
      {actions}
    </div>
  );
}

type ItemButton = { key: string; text: string; label: string; tone: string; run: () => void };

const NEXT_KEYS: Record<string, number> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/**
 * A show's actions as one toolbar: a single Tab stop per show (on the last-used action, Place at
 * first), the others on the arrow keys, Home and End. A long library is crossed in one Tab per
 * show instead of three, and each button keeps its full label ("Edit Morning Drive").
 */
function ItemToolbar({
  label,
  buttons,
  className,
}: {
  label: string;
  buttons: ItemButton[];
  className: string;
}) {
  const [current, setCurrent] = useState(0);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = NEXT_KEYS[event.key];
    const count = buttons.length;
    let next: number | null = null;
    if (step !== undefined) next = (current + step + count) % count;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };
  return (
    <div role="toolbar" aria-label={label} onKeyDown={onKeyDown} className={className}>
      {buttons.map((button, index) => (
        <button
          key={button.key}
          type="button"
          tabIndex={index === Math.min(current, buttons.length - 1) ? 0 : -1}
          onFocus={() => setCurrent(index)}
          onClick={button.run}
          aria-label={button.label}
          className={cn(smallButton, button.tone)}
        >
          {button.text}
        </button>
      ))}
    </div>
  );
}
