import {
  blockClockNotes,
  viewerRangeLabel,
  weekHasClockChange,
} from '../../../../shared/schedule/clock-change-view';
import type { ScheduledBlock } from '../../../../shared/schemas/schedule';
import { zoneCity } from '../../../../shared/schedule/zone-label';
import type { Clock } from '../../../../shared/i18n/clock-text';
import { ENGLISH_WORDS, sayText, type ScheduleWords } from '../schedule-words';

/** What a block says beyond its slot: change-day notes, and its times in the viewer's zone. */
export type BlockZoneNotes = {
  /** The note drawn in the block where it has room: "3 h on air: clocks go forward". */
  inBlock: string | null;
  /** Every note, for its details (the block menu) and its accessible name. */
  details: readonly string[];
  /** "Berlin 16:00–18:00" while the viewer's column is on. */
  viewerTime: string | null;
};

/**
 * The notes of the blocks that have any, by block id: blocks on ordinary days of a week with no
 * change and no viewer column have none, so a week of 672 blocks costs one check per day.
 */
export function blockZoneNotes(
  blocks: readonly ScheduledBlock[],
  weekId: string,
  stationZone: string,
  viewerZone: string | null,
  words: Pick<ScheduleWords, 't' | 'language'> = ENGLISH_WORDS,
  clock: Clock = '24h',
): ReadonlyMap<string, BlockZoneNotes> {
  const notes = new Map<string, BlockZoneNotes>();
  const changes = weekHasClockChange(weekId, stationZone);
  if (!changes && !viewerZone) return notes;
  const city = viewerZone ? zoneCity(viewerZone) : '';
  for (const block of blocks) {
    const change = changes ? blockClockNotes(weekId, block, stationZone, clock) : null;
    const viewerTime = viewerZone
      ? `${city} ${viewerRangeLabel(weekId, block, stationZone, viewerZone)}`
      : null;
    if (!change?.inBlock && !viewerTime) continue;
    notes.set(block.id, {
      inBlock: change?.inBlock ? sayText(words, change.inBlock) : null,
      details: change?.details.map((note) => sayText(words, note)) ?? [],
      viewerTime,
    });
  }
  return notes;
}

/**
 * The notes as words for a block's accessible name: ", 3 h on air: clocks go forward", and the
 * viewer's time as the screen says it (`viewerTime`: "10:00–11:00 Berlin" → "… time").
 */
export function zoneNotesSpoken(
  notes: BlockZoneNotes | undefined,
  viewerTime: (time: string) => string,
): string {
  if (!notes) return '';
  const parts = [...notes.details];
  if (notes.viewerTime) parts.push(viewerTime(notes.viewerTime));
  return parts.map((part) => `, ${part}`).join('');
}
