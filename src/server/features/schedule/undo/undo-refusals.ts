import { localText, type LocalText } from '../../../../shared/i18n/local-text';

/**
 * Undo's refusals (issue 6; not in SPEC.md, worded like its messages), keys of the `schedule`
 * catalog said in the request's language (decision 0074).
 */
export const UNDO_REFUSALS = {
  alreadyBack: localText('schedule:undo.alreadyBack'),
  changedSince: localText('schedule:undo.changedSince'),
  instanceBack: localText('schedule:undo.instanceBack'),
  undoUnknown: localText('schedule:undo.unknown'),
  undoUsed: localText('schedule:undo.used'),
  undoExpired: localText('schedule:undo.expired'),
  /** "Shows this change added were changed or used since (…), so it cannot be undone." */
  createdChanged: (what: LocalText) => localText('schedule:undo.createdChanged', { what }),
};

/** What changed since a bulk write, named in `createdChanged`. */
export const CREATED_CHANGED = {
  rows: localText('schedule:undo.changed.rows'),
  joined: localText('schedule:undo.changed.joined'),
  series: localText('schedule:undo.changed.series'),
};
