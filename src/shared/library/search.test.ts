import { describe, expect, it } from 'vitest';
import { djEntry as dj, showEntry as show } from './library-entry.fixture';
import { filterDjs, filterShows, firstWithMore, sortDjs, sortShows, truncate } from './search';

const shows = [
  show('Late Night Jazz', {
    djNames: ['Ana'],
    genres: ['Jazz'],
    duration: 2,
    createdAt: '2026-01-03T00:00:00.000Z',
  }),
  show('Morning Talk', {
    djNames: ['Zed'],
    genres: ['Talk'],
    duration: 3,
    createdAt: '2026-01-01T00:00:00.000Z',
  }),
  show('drive time', {
    djNames: [],
    genres: ['Pop', 'Rock'],
    duration: 1,
    createdAt: '2026-01-02T00:00:00.000Z',
  }),
];

describe('filterShows', () => {
  it.each([
    ['', ['Late Night Jazz', 'Morning Talk', 'drive time']],
    ['JAZZ', ['Late Night Jazz']],
    ['zed', ['Morning Talk']],
    ['rock', ['drive time']],
    ['DRIVE', ['drive time']],
    ['nothing', []],
  ])('text %j finds %j', (text, names) =>
    expect(filterShows(shows, text).map((s) => s.name)).toEqual(names),
  );

  it('ignores accents in names, DJs and genres', () => {
    const accented = [
      show('Noche con Lucía', { djNames: ['José Ñúñez'], genres: ['Música Latina'] }),
      show('Plain'),
    ];
    for (const text of ['lucia', 'LUCÍA', 'jose nunez', 'musica'])
      expect(filterShows(accented, text).map((s) => s.name)).toEqual(['Noche con Lucía']);
  });

  it('keeps shows having any chosen genre', () => {
    expect(filterShows(shows, '', ['Talk', 'Pop']).map((s) => s.name)).toEqual([
      'Morning Talk',
      'drive time',
    ]);
  });
});

describe('sortShows', () => {
  it.each([
    ['name', ['drive time', 'Late Night Jazz', 'Morning Talk']],
    ['dj', ['Late Night Jazz', 'Morning Talk', 'drive time']],
    ['duration', ['Morning Talk', 'Late Night Jazz', 'drive time']],
    ['recent', ['Late Night Jazz', 'drive time', 'Morning Talk']],
  ] as const)('by %s', (key, names) =>
    expect(sortShows(shows, key).map((s) => s.name)).toEqual(names),
  );

  it('does not change its input', () => {
    const before = shows.map((s) => s.name);
    sortShows(shows, 'name');
    expect(shows.map((s) => s.name)).toEqual(before);
  });
});

const djs = [
  dj('Bea', { email: 'bea@kxyz.org', tags: ['House'], createdAt: '2026-01-02T00:00:00.000Z' }),
  dj('al', {
    phone: '+1 555 0100',
    tags: ['Talk Show'],
    active: false,
    createdAt: '2026-01-03T00:00:00.000Z',
  }),
  dj('Cy', { email: 'a@kxyz.org', createdAt: '2026-01-01T00:00:00.000Z' }),
];

describe('filterDjs', () => {
  it.each([
    ['', 'all', ['Bea', 'al', 'Cy']],
    ['house', 'all', ['Bea']],
    ['555', 'all', ['al']],
    ['KXYZ', 'all', ['Bea', 'Cy']],
    ['talk', 'all', ['al']],
    ['', 'active', ['Bea', 'Cy']],
    ['', 'inactive', ['al']],
    ['house', 'inactive', []],
  ] as const)('text %j with %s', (text, active, names) =>
    expect(filterDjs(djs, text, active).map((d) => d.name)).toEqual(names),
  );
});

it('finds DJs ignoring accents and case', () => {
  const accented = [dj('Lucía Pérez', { tags: ['Électro'] }), dj('Lucas')];
  expect(filterDjs(accented, 'lucia').map((d) => d.name)).toEqual(['Lucía Pérez']);
  expect(filterDjs(accented, 'ELECTRO').map((d) => d.name)).toEqual(['Lucía Pérez']);
});

describe('sortDjs', () => {
  it.each([
    ['name', ['al', 'Bea', 'Cy']],
    ['recent', ['al', 'Bea', 'Cy']],
    ['email', ['Cy', 'Bea', 'al']],
  ] as const)('by %s', (key, names) => expect(sortDjs(djs, key).map((d) => d.name)).toEqual(names));
});

describe('list helpers', () => {
  it('shows two then "+N more"', () => {
    expect(firstWithMore(['a', 'b', 'c', 'd'], 2)).toEqual({ shown: ['a', 'b'], more: 2 });
    expect(firstWithMore(['a'], 2)).toEqual({ shown: ['a'], more: 0 });
  });
  it('cuts long text at 50 with an ellipsis', () => {
    expect(truncate('x'.repeat(60), 50)).toBe('x'.repeat(50) + '...');
    expect(truncate('short', 50)).toBe('short');
  });
});
