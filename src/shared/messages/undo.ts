/**
 * Undo's toast titles for the screens not yet in catalogs (an import's and a season carry's Undo);
 * the schedule reads them from its catalog (`schedule:undo.*`), the server's refusals too.
 */
export const UNDO_MESSAGES = {
  undone: 'Change undone',
  failed: 'Could not undo',
} as const;
