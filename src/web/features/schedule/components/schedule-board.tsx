import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { hoursToSlots } from '../../../../shared/library/duration';
import { SCHEDULE_TEXTS } from '../../../../shared/messages/schedule';
import type { ScheduledBlock, WeekView } from '../../../../shared/schemas/schedule';
import type { Show } from '../../../../shared/schemas/show';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { showsQueryKey } from '../../../lib/query-keys';
import { ShowLibraryPanel } from '../../shows/components/panel/show-library-panel';
import type { Announcer } from '../announcer';
import type { DragStore } from '../drag/drag-store';
import type { CreateSource } from '../drag/drag-types';
import type { GridElements } from '../drag/grid-geometry';
import { useDropCommit } from '../hooks/use-drop-commit';
import { useGridDrag } from '../hooks/use-grid-drag';
import { useKeyboardMove } from '../hooks/use-keyboard-move';
import { useDeletePlacement } from '../hooks/use-placement-writes';
import type { StationClock } from '../hooks/use-station-clock';
import { BlockActionsContext, type BlockActions } from './block-actions';
import { BlockMenu, type BlockMenuChoice } from './block-menu';
import { DragChip } from './drag-chip';
import { DragSurface } from './drag-surface';
import { EditPlacedShowDialog } from './edit-placed-show-dialog';
import { PlaceShowDialog } from './place-show-dialog';
import { ScheduleDnd } from './schedule-dnd';
import { WeekGrid } from './week-grid';

const NO_BLOCKS: ScheduledBlock[] = [];

type ScheduleBoardProps = {
  weekId: string;
  week: WeekView | undefined;
  /** False for past weeks and while the week loads. */
  editable: boolean;
  clock: StationClock;
  todayIndex: number;
  panelOpen: boolean;
  onPanelOpenChange: (open: boolean) => void;
  elements: GridElements;
  store: DragStore;
  announcer: Announcer;
};

/**
 * The working area: the Show Library panel beside the week grid, the drag-and-drop wiring between
 * them, the keyboard path, and the block menu with its dialogs.
 */
export function ScheduleBoard({
  weekId,
  week,
  editable,
  clock,
  todayIndex,
  panelOpen,
  onPanelOpenChange,
  elements,
  store,
  announcer,
}: ScheduleBoardProps) {
  const queryClient = useQueryClient();
  const hintId = useId();
  const announce = announcer.announce;
  const commit = useDropCommit({ weekId, store, announce });
  const remove = useDeletePlacement();

  const showFor = useCallback(
    (templateId: string): CreateSource | null => {
      const show = queryClient
        .getQueryData<Show[]>(showsQueryKey)
        ?.find((s) => s.id === templateId);
      if (!show) return null;
      return {
        kind: 'create',
        templateId: show.id,
        name: show.name,
        color: show.color,
        duration: hoursToSlots(show.duration),
      };
    },
    [queryClient],
  );

  const drag = useGridDrag({ store, elements, week, editable, showFor, commit });
  const keyboard = useKeyboardMove({ store, elements, week, editable, announce, commit });

  const [menuId, setMenuId] = useState<string | null>(null);
  const choice = useRef<BlockMenuChoice | null>(null);
  const [editing, setEditing] = useState<{ open: boolean; id: string | null }>({
    open: false,
    id: null,
  });
  const [deleting, setDeleting] = useState<{ open: boolean; id: string | null }>({
    open: false,
    id: null,
  });
  const [placing, setPlacing] = useState<{ open: boolean; show: Show | null }>({
    open: false,
    show: null,
  });

  const actions = useMemo<BlockActions>(
    () => ({
      openMenu: (id) => {
        if (store.get().source === null) setMenuId(id);
      },
      onKeyDown: keyboard.onKeyDown,
      onKeyUp: keyboard.onKeyUp,
      onBlur: keyboard.onBlur,
      hintId,
    }),
    [hintId, keyboard.onBlur, keyboard.onKeyDown, keyboard.onKeyUp, store],
  );

  const blocks = week?.blocks ?? NO_BLOCKS;
  const find = (id: string | null) => (id ? (blocks.find((b) => b.id === id) ?? null) : null);
  const menuBlock = editable ? find(menuId) : null;
  const editBlock = find(editing.id);
  const deleteBlock = find(deleting.id);

  const blockMenu = (
    <BlockMenu
      block={menuBlock}
      onSelect={(next) => {
        choice.current = next;
      }}
      onClose={() => setMenuId(null)}
      onClosed={() => {
        const id = menuBlock?.id ?? null;
        if (choice.current === 'edit') setEditing({ open: true, id });
        if (choice.current === 'delete') setDeleting({ open: true, id });
        choice.current = null;
      }}
    />
  );

  return (
    <ScheduleDnd handlers={drag.handlers}>
      <BlockActionsContext.Provider value={actions}>
        <div className="flex min-h-0 flex-1">
          <DragSurface id="show-library" onGrab={drag.grabShow} className="flex min-h-0 shrink-0">
            <ShowLibraryPanel
              open={panelOpen}
              onOpenChange={onPanelOpenChange}
              onPlaceShow={editable ? (show) => setPlacing({ open: true, show }) : undefined}
            />
          </DragSurface>
          <div className="min-w-0 flex-1">
            <WeekGrid
              weekId={weekId}
              blocks={blocks}
              editable={editable}
              past={week?.isPast ?? false}
              today={clock.today}
              todayIndex={todayIndex}
              timeZone={clock.timeZone}
              elements={elements}
              store={store}
              onGrab={drag.grabBlock}
              menu={blockMenu}
            />
          </div>
        </div>
      </BlockActionsContext.Provider>
      <p id={hintId} className="sr-only">
        Press Enter for the show&apos;s actions. Arrow keys move the show, Shift with Up or Down
        changes its length; then Enter saves and Escape cancels.
      </p>
      <DragChip store={store} chipRef={drag.chipRef} />
      {week ? (
        <>
          <EditPlacedShowDialog
            weekId={week.id}
            block={editBlock}
            open={editing.open}
            onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
          />
          <ConfirmDialog
            open={deleting.open && deleteBlock !== null}
            onOpenChange={(open) => setDeleting((d) => ({ ...d, open }))}
            title="Delete Show"
            description={SCHEDULE_TEXTS.deleteConfirm(deleteBlock?.showName ?? '')}
            confirmLabel="Delete"
            tone="danger"
            returnFocusTo={elements.viewport}
            onConfirm={() => {
              if (!deleteBlock) return;
              remove.mutate(
                { weekId: week.id, block: deleteBlock },
                { onSuccess: () => announce(`${deleteBlock.showName} deleted`) },
              );
            }}
          />
          <PlaceShowDialog
            week={week}
            show={placing.show}
            open={placing.open}
            onOpenChange={(open) => setPlacing((p) => ({ ...p, open }))}
            defaultDay={Math.max(0, todayIndex)}
            onPlaced={announce}
          />
        </>
      ) : null}
    </ScheduleDnd>
  );
}
