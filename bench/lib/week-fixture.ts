import { SHOW_COLORS } from '../../src/shared/constants/palette';
import type { ScheduledBlock, WeekView } from '../../src/shared/schemas/schedule';
import { addDays } from '../../src/shared/schedule/week';

/** Show names of a plausible station, cycled over the week so blocks differ in text and colour. */
export const SHOW_NAMES = [
  'Morning Drive',
  'Breakfast Club',
  'Jazz After Dark',
  'The Vinyl Hour',
  'Indie Spotlight',
  'Classical Mornings',
  'Hip-Hop Mixtape',
  'Late Night Lounge',
  'Weekend Brunch',
  'Electronic Frequencies',
  'Folk Roots',
  'News at the Hour',
  'Community Voices',
  'Reggae Sunsplash',
  'Metal Mayhem',
  'Afternoon Groove',
  'Soul Kitchen',
  'World Beats',
  'Country Roads',
  'Sunday Sermon',
  'Rock Block',
  'Blues Highway',
  'Chart Countdown',
  'Open Mic',
] as const;

const DJ_NAMES = ['Alex Rivera', 'Sam Okafor', 'Jo Lindqvist', 'Priya Shah', 'Max Weber'];

/** A full draft week: 7 days x 96 one-slot blocks (672), each with a name, colour and DJs. */
export function fullWeek(weekId: string): WeekView {
  const blocks: ScheduledBlock[] = [];
  for (let day = 0; day < 7; day++) {
    for (let time = 0; time < 96; time++) {
      const n = day * 96 + time;
      blocks.push({
        id: `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`,
        version: 1,
        templateId: null,
        showName: SHOW_NAMES[n % SHOW_NAMES.length]!,
        showGenres: [],
        showDescription: null,
        showColor: SHOW_COLORS[n % SHOW_COLORS.length]!,
        showImageUrl: null,
        djNames: [DJ_NAMES[n % DJ_NAMES.length]!],
        djAvatarUrls: [],
        dayIndex: day,
        timeIndex: time,
        duration: 1,
        isOverlapping: false,
        recurringSeriesId: null,
        isException: false,
        isInstance: false,
        originalInstanceDate: null,
      });
    }
  }
  return {
    id: weekId,
    startDate: weekId,
    endDate: addDays(weekId, 6),
    status: 'draft',
    isPast: false,
    lastModified: new Date().toISOString(),
    hasOverlaps: false,
    djClashes: [],
    blocks,
    carriedIn: [],
    overnightContinues: false,
    away: [],
  };
}
