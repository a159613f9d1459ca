import { useEffect, useState, type ComponentProps } from 'react';
import { deferredDialog } from '../../../components/ui/deferred-dialog';
import { afterPaint } from '../../../lib/after-paint';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import type { BlockDialogs as Dialogs } from './block-dialogs';
import type { BlockMenu as Menu } from './block-menu';
import type { PhonePanelSheet as Sheet } from './phone-panel-sheet';
import type { PlaceInGapDialog as PlaceInGap } from './place-in-gap-dialog';
import type { PlaceShowDialog as Place } from './place-show-dialog';

// What the schedule opens, fetched after it has painted or when first opened (decision 0069):
// the forms library, the recurrence library, the dialog and menu primitives and the editors
// are not needed to draw the week, and were half of the page's first download.

/** Edit, delete, recurring and series dialogs of a block; `open` is its dialog state's. */
export const BlockDialogs = deferredDialog<ComponentProps<typeof Dialogs> & { open: boolean }>(() =>
  import('./block-dialogs').then((m) => m.BlockDialogs),
);

export const PlaceShowDialog = deferredDialog<ComponentProps<typeof Place>>(() =>
  import('./place-show-dialog').then((m) => m.PlaceShowDialog),
);

/** "Place a show here" from a gap (decision 0070): the Place form with its forms library. */
export const PlaceInGapDialog = deferredDialog<ComponentProps<typeof PlaceInGap>>(() =>
  import('./place-in-gap-dialog').then((m) => m.PlaceInGapDialog),
);

export const PhonePanelSheet = deferredDialog<ComponentProps<typeof Sheet>>(() =>
  import('./phone-panel-sheet').then((m) => m.PhonePanelSheet),
);

const Nothing = () => null;
const LoadedMenu = preloadableLazy(
  () => import('./block-menu'),
  (m) => m.BlockMenu,
  { Loading: Nothing, Failed: Nothing },
);

/**
 * The block menu, mounted as soon as its code is here and before it first opens: Radix's menu
 * must see the key that opens it to move focus to the first item (block-menu.tsx). A block
 * chosen before then opens it as the code arrives.
 */
export function BlockMenu(props: ComponentProps<typeof Menu>) {
  const [wanted, setWanted] = useState(props.block !== null);
  if (props.block !== null && !wanted) setWanted(true);
  useEffect(
    () => afterPaint(() => void LoadedMenu.preload().then(() => setWanted(true), Nothing)),
    [],
  );
  return wanted ? <LoadedMenu {...props} /> : null;
}
