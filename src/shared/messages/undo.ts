/** The refusals and notes of Undo (issue 6; not in SPEC.md, worded like its messages). */
export const UNDO_MESSAGES = {
  deleted: (show: string) => `${show} deleted`,
  moved: (show: string) => `${show} moved`,
  removed: 'Instance removed from recurring series.',
  undone: 'Change undone',
  failed: 'Could not undo',
  alreadyBack: 'This show is already back on the schedule',
  changedSince: 'This show changed after your change, so it cannot be undone.',
  instanceBack: 'This instance is already back in its series',
  undoUnknown: 'There is nothing to undo here.',
  undoUsed: 'This change has already been undone.',
  undoExpired: 'This change can no longer be undone.',
  createdChanged: (what: string) =>
    `Shows this change added were changed or used since (${what}), so it cannot be undone.`,
} as const;
