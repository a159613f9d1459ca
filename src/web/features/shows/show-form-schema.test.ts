import { describe, expect, it } from 'vitest';
import { showFormSchema, showFormValues, showPayload } from './show-form-schema';

const media = `/media/${'a'.repeat(64)}`;

describe('show form', () => {
  it('starts a new show at 1 hour in the first colour', () => {
    expect(showFormValues(null)).toMatchObject({ duration: 1, color: '#3b82f6', imageMode: 'url' });
  });

  it('checks the URL only while "Image URL" is chosen', () => {
    const base = { ...showFormValues(null), name: 'Jazz' };
    const bad = showFormSchema.safeParse({ ...base, imageUrl: 'not a url' });
    expect(bad.success ? null : bad.error.issues[0]?.message).toBe('Must be a valid URL');
    expect(showFormSchema.safeParse({ ...base, imageMode: 'upload', imageUrl: 'x' }).success).toBe(
      true,
    );
  });

  it('sends the upload over a typed URL and leaves empty fields out', () => {
    const values = showFormSchema.parse({
      ...showFormValues(null),
      name: ' Jazz ',
      imageUrl: 'https://example.com/a.png',
    });
    expect(showPayload(values, media)).toEqual({
      name: 'Jazz',
      duration: 1,
      djIds: [],
      fillInHostIds: [],
      categoryIds: [],
      genres: [],
      color: '#3b82f6',
      description: undefined,
      imageUrl: media,
    });
    expect(showPayload(values, '').imageUrl).toBe('https://example.com/a.png');
  });
});
