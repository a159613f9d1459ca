import { describe, expect, it } from 'vitest';
import { SHOW_COLORS } from '../constants/palette';
import { showInputSchema } from './show';

const firstMessage = (input: unknown, field: string) => {
  const result = showInputSchema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path.join('.') === field)?.message;
};

describe('showInputSchema', () => {
  it.each([
    [{ name: '', duration: 1 }, 'name', 'Show name is required'],
    [{ duration: 1 }, 'name', 'Show name is required'],
    [{ name: 'A' }, 'duration', 'Duration is required'],
    [{ name: 'A', duration: 0 }, 'duration', 'Duration must be at least 0.25 hours'],
    [{ name: 'A', duration: 24.25 }, 'duration', 'Duration must be at most 24 hours'],
    [{ name: 'A', duration: 1.1 }, 'duration', 'Duration must be in steps of 0.25 hours'],
    [{ name: 'A', duration: 1, color: '#000000' }, 'color', 'Choose one of the palette colours'],
    [{ name: 'A', duration: 1, genres: ['Polka'] }, 'genres.0', 'Unknown genre'],
    [{ name: 'A', duration: 1, djIds: ['x'] }, 'djIds.0', 'Unknown DJ'],
    [{ name: 'A', duration: 1, imageUrl: 'ftp://x' }, 'imageUrl', 'Must be a valid URL'],
  ])('%j refuses %s with "%s"', (input, field, message) =>
    expect(firstMessage(input, field)).toBe(message),
  );

  it.each([0.25, 1, 1.5, 23.75, 24])('accepts %d hours', (duration) => {
    expect(showInputSchema.safeParse({ name: 'A', duration }).success).toBe(true);
  });

  it('defaults to the first palette colour and no DJs or genres', () => {
    const result = showInputSchema.parse({ name: 'A', duration: 1 });
    expect(result).toMatchObject({ color: SHOW_COLORS[0], djIds: [], genres: [] });
  });
});
