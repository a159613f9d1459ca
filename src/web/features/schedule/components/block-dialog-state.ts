export type BlockDialogKind =
  | 'edit'
  | 'delete'
  | 'recurring'
  | 'remove-instance'
  | 'skip-first'
  | 'edit-series'
  | 'end-series'
  | 'ask-fill-in';

/**
 * Which block dialog is showing. The kind and block stay while it closes, so its content does
 * not vanish during the exit animation.
 */
export type BlockDialogState = { kind: BlockDialogKind; id: string | null; open: boolean };

export const NO_BLOCK_DIALOG: BlockDialogState = { kind: 'edit', id: null, open: false };
