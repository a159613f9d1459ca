import {
  CalendarMinus,
  CalendarX,
  Pencil,
  Repeat,
  Repeat2,
  SkipForward,
  Trash2,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { CSSProperties } from 'react';
import type { ScheduledBlock } from '../../../../shared/schemas/schedule';
import { cn } from '../../../lib/cn';
import { SLOTS_PER_DAY } from '../../../../shared/schedule/slots';
import { segmentStyle } from '../grid-layout';
import { BlockZoneDetails } from '../zone/block-zone-details';
import { useBlockZoneNotes } from '../zone/use-block-zone-notes';

export type BlockMenuChoice =
  | 'edit'
  | 'delete'
  | 'make-recurring'
  | 'edit-instance'
  | 'remove-instance'
  | 'skip-first'
  | 'edit-series'
  | 'end-series';

const dangerClasses = 'text-red-600 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-700';

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-slate-700 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-400 data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

/**
 * The menu of a placed show (SPEC.md §2): Edit Show, Make Recurring, Delete Show; a generated
 * recurring instance offers Edit This Instance and Remove from Series; an exception Edit
 * Exception and Delete Exception; the first show of a series Edit Show, Skip This Date, Edit
 * Series and Delete Show (it is recurring already). Every date of a series offers End Series Here,
 * and a generated instance Edit Series too (from its date on). One menu serves every block (672 menus would weigh on the grid): it is
 * anchored to an invisible box over the chosen block's first piece, inside the grid so it follows
 * scrolling, and opens beside it. The phone's day agenda anchors it over the tapped entry instead.
 */
export function BlockMenu({
  block,
  clearOfTouchHandles,
  onSelect,
  onClose,
  onClosed,
  anchorStyle,
}: {
  block: ScheduledBlock | null;
  /** Opened by a finger: the block shows touch resize handles, which the menu must not cover. */
  clearOfTouchHandles: boolean;
  /** Where the anchor sits when not over the block in the grid (the day agenda's entry). */
  anchorStyle?: CSSProperties | undefined;
  onSelect: (choice: BlockMenuChoice) => void;
  onClose: () => void;
  /** After the menu has gone and focus is back on the block: the time to open a dialog. */
  onClosed: () => void;
}) {
  // The root stays mounted: Radix then sees whether the menu was opened with a key (Enter on a
  // block) and moves focus to the first item, as a menu button does.
  return (
    <DropdownMenu.Root
      open={block !== null}
      modal={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DropdownMenu.Trigger asChild>
        <span
          aria-hidden
          tabIndex={-1}
          className="pointer-events-none absolute"
          style={
            block && anchorStyle
              ? anchorStyle
              : block
                ? segmentStyle(
                    block.dayIndex,
                    block.timeIndex,
                    Math.min(block.duration, SLOTS_PER_DAY - block.timeIndex),
                  )
                : { display: 'none' }
          }
        />
      </DropdownMenu.Trigger>
      {block ? (
        <MenuContent
          block={block}
          // The handles reach 12 px past the block's edges.
          sideOffset={clearOfTouchHandles ? 16 : 4}
          onSelect={onSelect}
          onClosed={onClosed}
        />
      ) : null}
    </DropdownMenu.Root>
  );
}

function MenuContent({
  block,
  sideOffset,
  onSelect: choose,
  onClosed,
}: {
  block: ScheduledBlock;
  sideOffset: number;
  onSelect: (choice: BlockMenuChoice) => void;
  onClosed: () => void;
}) {
  const zoneNotes = useBlockZoneNotes(block);
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="start"
        sideOffset={sideOffset}
        aria-label={`${block.showName} actions`}
        // Focus goes back to the block, not to the invisible anchor.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          document.querySelector<HTMLElement>(`[data-block-focus="${block.id}"]`)?.focus();
          onClosed();
        }}
        className="z-50 w-56 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-slate-200 data-[state=open]:animate-menu-in"
      >
        <DropdownMenu.Label className="truncate px-2.5 py-1.5 text-xs font-semibold text-slate-500">
          {block.showName}
        </DropdownMenu.Label>
        {zoneNotes ? (
          <DropdownMenu.Label className="px-2.5 pb-1.5">
            <BlockZoneDetails notes={zoneNotes} />
          </DropdownMenu.Label>
        ) : null}
        {block.isInstance ? (
          <>
            <DropdownMenu.Item className={itemClasses} onSelect={() => choose('edit-instance')}>
              <Pencil aria-hidden className="size-4 text-slate-500" />
              Edit This Instance
            </DropdownMenu.Item>
            <SeriesItems block={block} choose={choose} />
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item
              className={cn(itemClasses, dangerClasses)}
              onSelect={() => choose('remove-instance')}
            >
              <CalendarMinus aria-hidden className="size-4" />
              Remove from Series
            </DropdownMenu.Item>
          </>
        ) : (
          <>
            <DropdownMenu.Item className={itemClasses} onSelect={() => choose('edit')}>
              <Pencil aria-hidden className="size-4 text-slate-500" />
              {block.isException ? 'Edit Exception' : 'Edit Show'}
            </DropdownMenu.Item>
            {block.recurringSeriesId === null ? (
              <DropdownMenu.Item className={itemClasses} onSelect={() => choose('make-recurring')}>
                <Repeat aria-hidden className="size-4 text-slate-500" />
                Make Recurring
              </DropdownMenu.Item>
            ) : (
              <SeriesItems block={block} choose={choose} />
            )}
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item
              className={cn(itemClasses, dangerClasses)}
              onSelect={() => choose('delete')}
            >
              <Trash2 aria-hidden className="size-4" />
              {block.isException ? 'Delete Exception' : 'Delete Show'}
            </DropdownMenu.Item>
          </>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

/** What a date of a series offers about the series itself. */
function SeriesItems({
  block,
  choose,
}: {
  block: ScheduledBlock;
  choose: (choice: BlockMenuChoice) => void;
}) {
  const isFirst = !block.isInstance && !block.isException;
  return (
    <>
      {isFirst ? (
        <DropdownMenu.Item className={itemClasses} onSelect={() => choose('skip-first')}>
          <SkipForward aria-hidden className="size-4 text-slate-500" />
          Skip This Date
        </DropdownMenu.Item>
      ) : null}
      {block.isException ? null : (
        <DropdownMenu.Item className={itemClasses} onSelect={() => choose('edit-series')}>
          <Repeat2 aria-hidden className="size-4 text-slate-500" />
          Edit Series
        </DropdownMenu.Item>
      )}
      <DropdownMenu.Item className={itemClasses} onSelect={() => choose('end-series')}>
        <CalendarX aria-hidden className="size-4 text-slate-500" />
        End Series Here
      </DropdownMenu.Item>
    </>
  );
}
