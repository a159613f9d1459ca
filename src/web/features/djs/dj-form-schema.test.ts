import { describe, expect, it } from 'vitest';
import { djFormSchema, djFormValues, djPayload } from './dj-form-schema';

const media = `/media/${'b'.repeat(64)}`;

describe('DJ form', () => {
  it('starts a new DJ active, with no tags', () => {
    expect(djFormValues(null)).toMatchObject({ active: true, tags: [], avatarMode: 'url' });
  });

  it('leaves empty optional fields out of what is sent', () => {
    const values = djFormSchema.parse({
      ...djFormValues(null),
      name: 'Kai',
      tags: [' Vinyl ', 'vinyl'],
    });
    expect(djPayload(values, '')).toEqual({
      name: 'Kai',
      bio: undefined,
      avatarUrl: undefined,
      tags: ['Vinyl'],
      email: undefined,
      phone: undefined,
      active: true,
    });
  });

  it('takes the avatar from the chosen source', () => {
    const upload = djFormSchema.parse({ ...djFormValues(null), name: 'Kai', avatarMode: 'upload' });
    expect(djPayload(upload, media).avatarUrl).toBe(media);
    const typed = djFormSchema.parse({
      ...djFormValues(null),
      name: 'Kai',
      avatarUrl: 'https://example.com/k.png',
    });
    expect(djPayload(typed, media).avatarUrl).toBe('https://example.com/k.png');
  });

  it('gives the spec messages', () => {
    const result = djFormSchema.safeParse({
      ...djFormValues(null),
      name: '',
      email: 'nope',
      phone: '1'.repeat(21),
      avatarUrl: 'javascript:alert(1)',
    });
    const messages = result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      name: 'Name is required',
      email: 'Must be a valid email',
      phone: 'Phone must be less than 20 characters',
      avatarUrl: 'Must be a valid URL',
    });
  });
});
