import CalendarMinus from 'lucide-react/icons/calendar-minus';
import CalendarX from 'lucide-react/icons/calendar-x';
import HandHelping from 'lucide-react/icons/hand-helping';
import Pencil from 'lucide-react/icons/pencil';
import Repeat from 'lucide-react/icons/repeat';
import Repeat2 from 'lucide-react/icons/repeat-2';
import SkipForward from 'lucide-react/icons/skip-forward';
import Trash2 from 'lucide-react/icons/trash';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import type { CSSProperties } from 'react';
import type { ScheduledBlock } from '../../../../shared/schemas/schedule';
import { MenuItem, MenuPanel, MenuSeparator } from '../../../components/ui/dropdown-menu';
import { SLOTS_PER_DAY } from '../../../../shared/schedule/slots';
import { segmentStyle } from '../grid-layout';
import { BlockZoneDetails } from '../zone/block-zone-details';
import { useBlockZoneNotes } from '../zone/use-block-zone-notes';
import { schedule } from '../../../i18n/namespaces/schedule';
import { useT } from '../../../i18n/use-t';

export type BlockMenuChoice =
  | 'edit'
  | 'delete'
  | 'make-recurring'
  | 'edit-instance'
  | 'remove-instance'
  | 'skip-first'
  | 'edit-series'
  | 'end-series'
  | 'ask-fill-in';

/**
 * The menu of a placed show (SPEC.md §2): Edit Show, Make Recurring, Delete Show; a generated
 * recurring instance offers Edit This Instance and Remove from Series; an exception Edit
 * Exception and Delete Exception; the first show of a series Edit Show, Skip This Date, Edit
 * Series and Delete Show (it is recurring already). Every date of a series offers End Series Here,
 * and a generated instance Edit Series too (from its date on). The airing's host or a manager also
 * gets "Ask for a fill-in" (issue 33); a host who may not change the schedule gets only that. One menu serves every block (672 menus would weigh on the grid): it is
 * anchored to an invisible box over the chosen block's first piece, inside the grid so it follows
 * scrolling, and opens beside it. The phone's day agenda anchors it over the tapped entry instead.
 */
export function BlockMenu({
  block,
  editable,
  canAsk,
  clearOfTouchHandles,
  onSelect,
  onClose,
  onClosed,
  anchorStyle,
}: {
  block: ScheduledBlock | null;
  /** Whether the block may be changed; when not, the menu offers only "Ask for a fill-in". */
  editable: boolean;
  canAsk: boolean;
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
          editable={editable}
          canAsk={canAsk}
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
  editable,
  canAsk,
  sideOffset,
  onSelect: choose,
  onClosed,
}: {
  block: ScheduledBlock;
  editable: boolean;
  canAsk: boolean;
  sideOffset: number;
  onSelect: (choice: BlockMenuChoice) => void;
  onClosed: () => void;
}) {
  const t = useT(schedule);
  const zoneNotes = useBlockZoneNotes(block);
  return (
    <MenuPanel
      align="start"
      sideOffset={sideOffset}
      aria-label={t('schedule:menu.label', { show: block.showName })}
      // Focus goes back to the block, not to the invisible anchor.
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        document.querySelector<HTMLElement>(`[data-block-focus="${block.id}"]`)?.focus();
        onClosed();
      }}
      className="w-56"
    >
      <DropdownMenu.Label className="truncate px-2.5 py-1.5 text-xs font-semibold text-slate-500">
        {block.showName}
      </DropdownMenu.Label>
      {zoneNotes ? (
        <DropdownMenu.Label className="px-2.5 pb-1.5">
          <BlockZoneDetails notes={zoneNotes} />
        </DropdownMenu.Label>
      ) : null}
      {canAsk ? (
        <MenuItem icon={HandHelping} onSelect={() => choose('ask-fill-in')}>
          {t('schedule:menu.askFillIn')}
        </MenuItem>
      ) : null}
      {!editable ? null : block.isInstance ? (
        <>
          <MenuItem icon={Pencil} onSelect={() => choose('edit-instance')}>
            {t('schedule:menu.editInstance')}
          </MenuItem>
          <SeriesItems block={block} choose={choose} />
          <MenuSeparator />
          <MenuItem icon={CalendarMinus} danger onSelect={() => choose('remove-instance')}>
            {t('schedule:menu.removeInstance')}
          </MenuItem>
        </>
      ) : (
        <>
          <MenuItem icon={Pencil} onSelect={() => choose('edit')}>
            {block.isException ? t('schedule:menu.editException') : t('schedule:menu.editShow')}
          </MenuItem>
          {block.recurringSeriesId === null ? (
            <MenuItem icon={Repeat} onSelect={() => choose('make-recurring')}>
              {t('schedule:menu.makeRecurring')}
            </MenuItem>
          ) : (
            <SeriesItems block={block} choose={choose} />
          )}
          <MenuSeparator />
          <MenuItem icon={Trash2} danger onSelect={() => choose('delete')}>
            {block.isException ? t('schedule:menu.deleteException') : t('schedule:menu.deleteShow')}
          </MenuItem>
        </>
      )}
    </MenuPanel>
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
  const t = useT(schedule);
  const isFirst = !block.isInstance && !block.isException;
  return (
    <>
      {isFirst ? (
        <MenuItem icon={SkipForward} onSelect={() => choose('skip-first')}>
          {t('schedule:menu.skipFirst')}
        </MenuItem>
      ) : null}
      {block.isException ? null : (
        <MenuItem icon={Repeat2} onSelect={() => choose('edit-series')}>
          {t('schedule:menu.editSeries')}
        </MenuItem>
      )}
      <MenuItem icon={CalendarX} onSelect={() => choose('end-series')}>
        {t('schedule:menu.endSeries')}
      </MenuItem>
    </>
  );
}
