import type { StoredPlacement } from './calendar-event';

let stored = 0;

/**
 * A stored placement for calendar tests: "Night Shift", no DJs, description or genres, not of a
 * series unless given. Each gets an id of its own, so UIDs never collide within a document.
 */
export function storedPlacement(
  fields: Pick<StoredPlacement, 'weekId' | 'dayIndex' | 'timeIndex' | 'duration'> &
    Partial<StoredPlacement>,
): StoredPlacement {
  stored++;
  return {
    id: `00000000-0000-4000-8000-${String(stored).padStart(12, '0')}`,
    showName: 'Night Shift',
    showDescription: null,
    showGenres: [],
    djNames: [],
    recurringSeriesId: null,
    isException: false,
    isDeletedInstance: false,
    originalInstanceDate: null,
    ...fields,
  };
}
