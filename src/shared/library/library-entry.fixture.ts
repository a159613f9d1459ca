import type { Dj } from '../schemas/dj';
import type { Show } from '../schemas/show';

// Library entries for unit tests, named by their name (also their id), giving only what differs.

export const showEntry = (name: string, extra: Partial<Show> = {}): Show => ({
  id: name,
  name,
  djIds: [],
  djNames: [],
  fillInHostIds: [],
  fillInHostNames: [],
  categoryIds: [],
  duration: 1,
  genres: [],
  description: null,
  color: '#3b82f6',
  imageUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

export const djEntry = (name: string, extra: Partial<Dj> = {}): Dj => ({
  id: name,
  name,
  bio: null,
  avatarUrl: null,
  tags: [],
  email: null,
  phone: null,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});
