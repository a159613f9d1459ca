import type { DragStartEvent } from '@dnd-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { hoursToSlots } from '../../../../shared/library/duration';
import type { ScheduledBlock, WeekView } from '../../../../shared/schemas/schedule';
import type { Show } from '../../../../shared/schemas/show';
import { useToast } from '../../../components/ui/toast/toast-context';
import { showsQueryKey } from '../../../lib/query-keys';
import { ShowLibraryPanel } from '../../shows/components/library-panel';
import type { Announcer } from '../announcer';
import type { DragStore } from '../drag/drag-store';
import type { CreateSource } from '../drag/drag-types';
import type { GridElements } from '../drag/grid-geometry';
import { weekClashTexts } from '../week-clashes';
import { useScheduleWords } from '../schedule-words';
import { useClock } from '../../../lib/use-clock';
import { useDropCommit } from '../hooks/use-drop-commit';
import { useGridDrag } from '../hooks/use-grid-drag';
import { useKeyboardMove } from '../hooks/use-keyboard-move';
import type { StationClock } from '../hooks/use-station-clock';
import { BlockActionsContext, type BlockActions } from './block-actions';
import { NO_BLOCK_DIALOG, type BlockDialogKind, type BlockDialogState } from './block-dialog-state';
import { DayAgenda } from './agenda/day-agenda';
import type { BlockMenuChoice } from './block-menu';
import { DragChip } from './drag-chip';
import { DragSurface, type Press } from './drag-surface';
import {
  BlockDialogs,
  BlockMenu,
  PhonePanelSheet,
  PlaceInGapDialog,
  PlaceShowDialog,
} from './schedule-dialogs';
import { ScheduleDnd } from './schedule-dnd';
import { WeekGrid } from './week-grid';
import { drawnBlocks } from '../block-text';
import { useAskableBlock } from '../../fill-ins/hooks/use-askable-block';
import type { Placement } from '../../../../shared/schedule/slots';
import type { Gap } from '../../../../shared/schedule/unfilled-time';
import { GapsLayer } from '../gaps/gaps-layer';
import { useShowGaps } from '../gaps/use-show-gaps';
import { useWeekGaps } from '../gaps/use-week-gaps';
import { schedule } from '../../../i18n/namespaces/schedule';
import { useT } from '../../../i18n/use-t';

const NO_BLOCKS: ScheduledBlock[] = [];
const NO_GAPS: Gap[] = [];
const NO_CLASHES: ReadonlyMap<string, string> = new Map();

/**
 * The dialog each menu choice opens. Edit This Instance edits the generated instance; only its
 * save stores the exception, so Cancel leaves the date in its series.
 */
const DIALOG_OF: Record<BlockMenuChoice, BlockDialogKind> = {
  edit: 'edit',
  'edit-instance': 'edit',
  delete: 'delete',
  'make-recurring': 'recurring',
  'remove-instance': 'remove-instance',
  'skip-first': 'skip-first',
  'edit-series': 'edit-series',
  'end-series': 'end-series',
  'ask-fill-in': 'ask-fill-in',
};

type ScheduleBoardProps = {
  weekId: string;
  week: WeekView | undefined;
  /** False for past weeks and while the week loads. */
  editable: boolean;
  /** Why the week cannot be changed (a past week, or the member's role), when it cannot. */
  lockedReason: string | null;
  clock: StationClock;
  todayIndex: number;
  panelOpen: boolean;
  onPanelOpenChange: (open: boolean) => void;
  elements: GridElements;
  store: DragStore;
  announcer: Announcer;
  /** A phone: the panel opens as a sheet over the week. */
  phone: boolean;
  /** The week as seven columns, or one day at a time (phones only). */
  layout: 'grid' | 'agenda';
  agendaDay: number;
  onAgendaStep: (step: -1 | 1) => void;
  onAgendaPick: (day: number) => void;
};

/**
 * The working area: the Show Library panel beside the week grid, the drag-and-drop wiring between
 * them, the keyboard path, and the block menu with its dialogs.
 */
export function ScheduleBoard({
  weekId,
  week,
  editable,
  lockedReason,
  clock,
  todayIndex,
  panelOpen,
  onPanelOpenChange,
  elements,
  store,
  announcer,
  phone,
  layout,
  agendaDay,
  onAgendaStep,
  onAgendaPick,
}: ScheduleBoardProps) {
  const toast = useToast();
  const lockedToast = useRef<string | null>(null);
  const placedBlockId = useRef<string | null>(null);
  const queryClient = useQueryClient();
  const hintId = useId();
  const t = useT(schedule);
  const announce = announcer.announce;
  const commit = useDropCommit({ weekId, store, announce });

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
        djNames: show.djNames,
      };
    },
    [queryClient],
  );

  const onRefused = useCallback((message: string) => toast.error(message), [toast]);
  const timeZone = clock.timeZone;
  const words = useScheduleWords();
  const timeFormat = useClock();
  const drag = useGridDrag({
    store,
    elements,
    week,
    editable,
    showFor,
    commit,
    timeZone,
    onRefused,
    words,
    clock: timeFormat,
  });
  const grabShow = useCallback(
    (press: Press) => {
      if (drag.grabShow(press)) return true;
      // A card pressed in a week that cannot change: no drag, and no text selected by the
      // pointer sweeping over the cards either; say why instead, once per press.
      if (lockedReason && isOnShowCard(press.target)) {
        // A mouse press is the event itself; a finger's press is a point (and selects nothing).
        if ('preventDefault' in press && typeof press.preventDefault === 'function') {
          press.preventDefault();
        }
        if (lockedToast.current) toast.dismiss(lockedToast.current);
        lockedToast.current = toast.info(lockedReason);
      }
      return false;
    },
    [drag, lockedReason, toast],
  );
  const keyboard = useKeyboardMove({
    store,
    elements,
    week,
    editable,
    announce,
    commit,
    timeZone,
    onRefused,
  });

  const [menu, setMenu] = useState<{ id: string; byTouch: boolean } | null>(null);
  const choice = useRef<BlockMenuChoice | null>(null);
  const [dialog, setDialog] = useState<BlockDialogState>(NO_BLOCK_DIALOG);
  const [placing, setPlacing] = useState<{ open: boolean; show: Show | null }>({
    open: false,
    show: null,
  });

  const actions = useMemo<BlockActions>(
    () => ({
      openMenu: (id, byTouch) => {
        if (store.get().source === null) setMenu({ id, byTouch });
      },
      onKeyDown: keyboard.onKeyDown,
      onKeyUp: keyboard.onKeyUp,
      onBlur: keyboard.onBlur,
      hintId,
    }),
    [hintId, keyboard.onBlur, keyboard.onKeyDown, keyboard.onKeyUp, store],
  );

  // A drag closes the block menu: a finger may take a resize handle while the menu is open,
  // and the menu would then stand beside a block that has moved on.
  const dragHandlers = useMemo(
    () => ({
      ...drag.handlers,
      onDragStart: (event: DragStartEvent) => {
        setMenu(null);
        drag.handlers.onDragStart(event);
      },
    }),
    [drag.handlers],
  );

  const blocks = week?.blocks ?? NO_BLOCKS;
  // What the week draws: its own blocks and, where overnight shows continue, the "(cont.)" of
  // last week's Saturday shows (decision 0057), which are not this week's to edit.
  const drawn = useMemo(() => (week ? drawnBlocks(week) : NO_BLOCKS), [week]);
  const clashes = useMemo(
    () => (week ? weekClashTexts(week, timeFormat, words).byBlock : NO_CLASHES),
    [week, timeFormat, words],
  );
  const placeShow = editable ? (show: Show) => setPlacing({ open: true, show }) : undefined;
  const askable = useAskableBlock(week);
  const picked = menu ? (blocks.find((b) => b.id === menu.id) ?? null) : null;
  const menuBlock = picked && (editable || askable(picked)) ? picked : null;
  // "Show gaps" (decision 0070): hatched on the grid, listed in the agenda; placed into where the
  // week may change, shown only in a past week.
  const [gapsOn] = useShowGaps();
  const weekGaps = useWeekGaps(week, timeZone);
  const shownGaps = gapsOn ? weekGaps.shown : NO_GAPS;
  const [gapPlacing, setGapPlacing] = useState<Placement | null>(null);
  const placeInGap = editable ? setGapPlacing : undefined;

  const blockMenu = (anchorStyle?: CSSProperties) => (
    <BlockMenu
      block={menuBlock}
      editable={editable}
      canAsk={menuBlock !== null && askable(menuBlock)}
      clearOfTouchHandles={menu?.byTouch ?? false}
      anchorStyle={anchorStyle}
      onSelect={(next) => {
        choice.current = next;
      }}
      onClose={() => setMenu(null)}
      onClosed={() => {
        const picked = choice.current;
        choice.current = null;
        if (!picked || !menuBlock) return;
        setDialog({ kind: DIALOG_OF[picked], id: menuBlock.id, open: true });
      }}
    />
  );

  return (
    <ScheduleDnd handlers={dragHandlers}>
      <BlockActionsContext.Provider value={actions}>
        <div className="flex min-h-0 flex-1">
          {phone ? (
            <PhonePanelSheet open={panelOpen} onOpenChange={onPanelOpenChange}>
              <ShowLibraryPanel
                open
                onOpenChange={onPanelOpenChange}
                className="h-full w-full border-r-0"
                // The sheet covers the week: it steps aside for the Place dialog and the result.
                onPlaceShow={
                  placeShow
                    ? (show) => {
                        onPanelOpenChange(false);
                        placeShow(show);
                      }
                    : undefined
                }
              />
            </PhonePanelSheet>
          ) : (
            <DragSurface
              id="show-library"
              onGrab={grabShow}
              className="flex min-h-0 shrink-0 print:hidden"
            >
              <ShowLibraryPanel
                open={panelOpen}
                onOpenChange={onPanelOpenChange}
                onPlaceShow={placeShow}
              />
            </DragSurface>
          )}
          <div className="min-w-0 flex-1">
            {layout === 'agenda' ? (
              <DayAgenda
                weekId={weekId}
                blocks={drawn}
                clashes={clashes}
                day={agendaDay}
                onStep={onAgendaStep}
                onPickDay={onAgendaPick}
                today={clock.today}
                editable={editable}
                askable={askable}
                past={week?.isPast ?? false}
                menu={blockMenu}
                gaps={shownGaps}
                onPlaceGap={placeInGap}
              />
            ) : (
              <WeekGrid
                weekId={weekId}
                blocks={drawn}
                clashes={clashes}
                editable={editable}
                askable={askable}
                past={week?.isPast ?? false}
                today={clock.today}
                todayIndex={todayIndex}
                timeZone={clock.timeZone}
                elements={elements}
                store={store}
                onGrab={drag.grabBlock}
                menu={blockMenu()}
                gaps={
                  shownGaps.length > 0 ? <GapsLayer gaps={shownGaps} onPlace={placeInGap} /> : null
                }
              />
            )}
          </div>
        </div>
      </BlockActionsContext.Provider>
      <p id={hintId} className="sr-only">
        {t('schedule:grid.keyboardHint')}
      </p>
      <DragChip store={store} chipRef={drag.chipRef} />
      {week ? (
        <>
          <BlockDialogs
            week={week}
            dialog={dialog}
            open={dialog.open}
            onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
            today={clock.today}
            returnFocusTo={elements.viewport}
            announce={announce}
          />
          <PlaceInGapDialog
            week={week}
            open={gapPlacing !== null}
            gap={gapPlacing}
            onOpenChange={(open) => {
              if (!open) setGapPlacing(null);
            }}
            onPlaced={(message) => announce(message)}
          />
          <PlaceShowDialog
            week={week}
            show={placing.show}
            open={placing.open}
            onOpenChange={(open) => setPlacing((p) => ({ ...p, open }))}
            // In the agenda a show is placed on the day in view.
            defaultDay={layout === 'agenda' ? agendaDay : Math.max(0, todayIndex)}
            onPlaced={(message, blockId) => {
              placedBlockId.current = blockId;
              announce(message);
            }}
            focusOnClose={() => {
              // After Place, keyboard work goes on from the new block, not from the panel.
              const id = placedBlockId.current;
              placedBlockId.current = null;
              return id
                ? (elements.viewport.current?.querySelector<HTMLElement>(
                    `[data-block-focus="${CSS.escape(id)}"]`,
                  ) ?? null)
                : null;
            }}
          />
        </>
      ) : null}
    </ScheduleDnd>
  );
}

/** A press on a panel card itself, not on one of its buttons. */
function isOnShowCard(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('[data-show-id]') !== null &&
    target.closest('button, a, input, select, textarea') === null
  );
}
