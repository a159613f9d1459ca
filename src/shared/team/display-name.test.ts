import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

describe('displayName', () => {
  it('prefers the username', () => {
    expect(displayName('Kai Morning', 'kai@example.com')).toBe('Kai Morning');
  });

  it('falls back to the part of the e-mail before "@"', () => {
    expect(displayName(null, 'dj.kai@example.com')).toBe('dj.kai');
    expect(displayName('   ', 'dj.kai@example.com')).toBe('dj.kai');
  });
});
