import type { ScheduledBlock } from '../../schemas/schedule';

/** A block of the week view for tests: Tuesday 10:00-11:30, one-off. */
export function block(extra: Partial<ScheduledBlock> = {}): ScheduledBlock {
  return {
    id: 'b1',
    version: 1,
    templateId: null,
    showName: 'Morning Drive',
    showGenres: ['Pop', 'Talk'],
    showDescription: null,
    showColor: '#3b82f6',
    showImageUrl: null,
    djNames: ['Ann', 'Bo'],
    djAvatarUrls: [],
    dayIndex: 2,
    timeIndex: 40,
    duration: 6,
    isOverlapping: false,
    recurringSeriesId: null,
    isException: false,
    isInstance: false,
    originalInstanceDate: null,
    ...extra,
  };
}
