import type { Show } from '../schemas/show';

const GENRES = ['Jazz', 'Soul', 'Hip Hop', 'Électro', 'Talk'];
/** People's names with accents, for DJs and the shows' DJ names. */
export const NAMES = ['Lucía Pérez', 'Ana', 'Jürgen', 'Zoë', 'Mark'];

/**
 * A library like the scale probe's: many shows, accents, several DJs and genres each (the search
 * tests and the bench's library search figure).
 */
export function manyShows(count: number): Show[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `show-${String(i).padStart(5, '0')}`,
    name: `${i % 7 === 0 ? 'Café' : 'Late Night'} Session ${(i * 7919) % count}`,
    djIds: [],
    fillInHostIds: [],
    fillInHostNames: [],
    categoryIds: [],
    djNames: i % 5 === 0 ? [] : [NAMES[i % NAMES.length]!, NAMES[(i + 2) % NAMES.length]!],
    duration: 1 + (i % 8) / 4,
    genres: [GENRES[i % GENRES.length]!, GENRES[(i + 3) % GENRES.length]!],
    description: 'A long description of the show that the search does not read.',
    color: '#3b82f6',
    imageUrl: null,
    createdAt: new Date(Date.UTC(2026, 0, 1) + (i % 977) * 60_000).toISOString(),
    updatedAt: '2026-01-01T00:00:00.000Z',
  }));
}
