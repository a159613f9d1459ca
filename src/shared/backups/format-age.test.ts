import { describe, expect, it } from 'vitest';
import { formatAge } from './format-age';
import { formatBytes } from './format-bytes';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatAge', () => {
  it.each([
    [60, '1 minute ago'],
    [5 * 60 + 10, '5 minutes ago'],
    [90 * 60, '1 hour ago'],
    [26 * 3600, '1 day ago'],
    [9 * 86_400, '9 days ago'],
  ])('%i seconds ago is "%s"', (seconds, text) =>
    expect(formatAge(ago(seconds), 'en', now)).toBe(text),
  );

  it('is nothing under a minute, for the caller\'s "just now"', () => {
    expect(formatAge(ago(0), 'en', now)).toBeNull();
    expect(formatAge(ago(59), 'en', now)).toBeNull();
    expect(formatAge(ago(-30), 'en', now)).toBeNull(); // a clock slightly ahead
  });

  it.each([
    ['es', 5 * 60, 'hace 5 minutos'],
    ['de', 2 * 86_400, 'vor 2 Tagen'],
    ['fr', 3600, 'il y a 1 heure'],
    ['pt-BR', 3 * 3600, 'há 3 horas'],
  ])('in %s, %i seconds ago is "%s"', (language, seconds, text) =>
    expect(formatAge(ago(seconds), language, now)).toBe(text),
  );
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1_000, '1.0 kB'],
    [48_213, '48 kB'],
    [12_300_000, '12 MB'],
    [2_500_000_000, '2.5 GB'],
  ])('%i bytes is "%s"', (bytes, text) => expect(formatBytes(bytes)).toBe(text));

  it('writes the figure in the language read', () => {
    expect(formatBytes(2_500_000_000, 'de')).toBe('2,5 GB');
  });
});
