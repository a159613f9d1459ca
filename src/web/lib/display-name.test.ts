import { describe, expect, it } from 'vitest';
import { initials } from './display-name';

describe('initials', () => {
  it('takes the first and last word', () => {
    expect(initials('Kai van der Morning')).toBe('KM');
  });

  it('takes one letter of a single word', () => {
    expect(initials('dj.kai')).toBe('D');
  });
});
