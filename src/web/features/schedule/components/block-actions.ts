import { createContext, useContext, type KeyboardEvent } from 'react';
import type { ScheduledBlock } from '../../../../shared/schemas/schedule';

/**
 * What a block can ask of the screen. One stable object for all blocks, given through context so
 * that opening a menu or moving one block never changes another block's props.
 */
export type BlockActions = {
  /** byTouch: a finger tapped the block (the menu then opens clear of its touch handles). */
  openMenu: (blockId: string, byTouch: boolean) => void;
  onKeyDown: (block: ScheduledBlock, event: KeyboardEvent<HTMLElement>) => void;
  onKeyUp: (block: ScheduledBlock, event: KeyboardEvent<HTMLElement>) => void;
  onBlur: (block: ScheduledBlock) => void;
  /** The id of the text that tells keyboard users how to move a block. */
  hintId: string;
};

const noop = () => undefined;

export const BlockActionsContext = createContext<BlockActions>({
  openMenu: noop,
  onKeyDown: noop,
  onKeyUp: noop,
  onBlur: noop,
  hintId: '',
});

export function useBlockActions(): BlockActions {
  return useContext(BlockActionsContext);
}
