import { describe, expect, it } from 'vitest';
import { displayName, initials } from './display-name';

describe('displayName', () => {
  it('prefers the username', () => {
    expect(displayName('Kai Morning', 'kai@example.com')).toBe('Kai Morning');
  });

  it('falls back to the part of the e-mail before "@"', () => {
    expect(displayName(null, 'dj.kai@example.com')).toBe('dj.kai');
    expect(displayName('   ', 'dj.kai@example.com')).toBe('dj.kai');
  });
});

describe('initials', () => {
  it('takes the first and last word', () => {
    expect(initials('Kai van der Morning')).toBe('KM');
  });

  it('takes one letter of a single word', () => {
    expect(initials('dj.kai')).toBe('D');
  });
});
