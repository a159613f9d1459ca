import en from '../../src/shared/i18n/locales/en/schedule.json' with { type: 'json' };

/** The Schedule screen's English texts the journeys look for, read from its English catalog. */
export const SCHEDULE_TEXTS = {
  overlapBanner: en.overlapBanner,
  djClashBanner: en['djClash.banner'],
  revertConfirm: en['status.revertConfirm'],
  deleteConfirm: (show: string) => en.deleteConfirm.replace('{show}', show),
  continuation: en['marker.continuation'],
  recurring: en['marker.recurring'],
  exception: en['marker.exception'],
  pastWeek: en.pastWeek,
  changedUnderneath: en['edit.changedUnderneath'],
  loadTheirVersion: en['edit.loadTheirVersion'],
  removedUnderneath: en['edit.removedUnderneath'],
  deleted: (show: string) => en['undo.deleted'].replace('{show}', show),
} as const;
