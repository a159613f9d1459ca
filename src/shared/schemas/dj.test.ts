import { describe, expect, it } from 'vitest';
import { djInputSchema } from './dj';

const firstMessage = (input: unknown, field: string) => {
  const result = djInputSchema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path.join('.') === field)?.message;
};

describe('djInputSchema', () => {
  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: '   ' }, 'name', 'Name is required'],
    [{}, 'name', 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'name', 'Name must be less than 100 characters'],
    [{ name: 'A', bio: 'x'.repeat(1001) }, 'bio', 'Bio must be less than 1000 characters'],
    [{ name: 'A', avatarUrl: 'not a url' }, 'avatarUrl', 'Must be a valid URL'],
    [{ name: 'A', avatarUrl: 'javascript:alert(1)' }, 'avatarUrl', 'Must be a valid URL'],
    [{ name: 'A', email: 'nope' }, 'email', 'Must be a valid email'],
    [{ name: 'A', phone: '1'.repeat(21) }, 'phone', 'Phone must be less than 20 characters'],
  ])('%j refuses %s with "%s"', (input, field, message) =>
    expect(firstMessage(input, field)).toBe(message),
  );

  it('accepts the limits and empty optional fields', () => {
    const result = djInputSchema.parse({
      name: 'x'.repeat(100),
      bio: 'x'.repeat(1000),
      phone: '1'.repeat(20),
      email: '',
      avatarUrl: '',
    });
    expect(result.active).toBe(true);
    expect(result.tags).toEqual([]);
  });

  it('normalises tags and accepts uploaded-image paths', () => {
    const result = djInputSchema.parse({
      name: 'A',
      tags: [' House', 'house', '', 'Live'],
      avatarUrl: '/media/' + 'a'.repeat(64),
    });
    expect(result.tags).toEqual(['House', 'Live']);
  });

  it('refuses unknown fields', () => {
    expect(djInputSchema.safeParse({ name: 'A', isAdmin: true }).success).toBe(false);
  });
});
