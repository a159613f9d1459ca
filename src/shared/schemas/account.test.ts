import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  emailChangeSchema,
  newPasswordSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
} from './account';

/** The first message per field, as the forms show them (and the server's 422 carries). */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

const EMAIL = 'Please enter a valid email address';
const PASSWORD = 'Password must be at least 6 characters';
const USERNAME = 'Username must be at least 2 characters';
const MISMATCH = "Passwords don't match";
const URL_MESSAGE = 'Must be a valid URL';
const TIMEZONE = 'Please select a valid timezone';

describe('signInSchema', () => {
  it.each([
    [{ email: 'dj@example.com', password: 'secret' }, {}],
    [{ email: '  dj@example.com  ', password: 'secret' }, {}],
    [{ email: 'not-an-email', password: 'secret' }, { email: EMAIL }],
    [{ email: '', password: 'secret' }, { email: EMAIL }],
    [{ email: 'dj@example.com', password: '12345' }, { password: PASSWORD }],
    [
      { email: 'dj@', password: '' },
      { email: EMAIL, password: PASSWORD },
    ],
    [{ email: `${'a'.repeat(250)}@example.com`, password: 'secret' }, { email: EMAIL }],
  ])('%j -> %j', (value, expected) => {
    expect(messages(signInSchema, value)).toEqual(expected);
  });

  it('trims the address', () => {
    expect(signInSchema.parse({ email: ' dj@example.com ', password: 'secret' }).email).toBe(
      'dj@example.com',
    );
  });
});

describe('signUpSchema', () => {
  const valid = {
    username: '',
    email: 'dj@example.com',
    password: 'secret',
    confirmPassword: 'secret',
  };
  it.each([
    [valid, {}],
    [{ ...valid, username: 'Jo' }, {}],
    [{ ...valid, username: 'J' }, { username: USERNAME }],
    [{ ...valid, username: ' J ' }, { username: USERNAME }],
    [{ ...valid, email: 'nope' }, { email: EMAIL }],
    [{ ...valid, password: '123', confirmPassword: '123' }, { password: PASSWORD }],
    [{ ...valid, confirmPassword: 'secreT' }, { confirmPassword: MISMATCH }],
  ])('%j -> %j', (value, expected) => {
    expect(messages(signUpSchema, value)).toEqual(expected);
  });
});

describe('resetRequestSchema and emailChangeSchema', () => {
  it.each([
    ['dj@example.com', {}],
    ['dj', { email: EMAIL }],
  ])('reset %s -> %j', (email, expected) => {
    expect(messages(resetRequestSchema, { email })).toEqual(expected);
  });
  it.each([
    ['new@example.com', {}],
    ['new@', { newEmail: EMAIL }],
  ])('change to %s -> %j', (newEmail, expected) => {
    expect(messages(emailChangeSchema, { newEmail, currentPassword: 'my password' })).toEqual(
      expected,
    );
  });
  it('a change needs the current password', () => {
    expect(messages(emailChangeSchema, { newEmail: 'new@example.com' })).toEqual({
      currentPassword: 'Please enter your current password',
    });
  });
});

describe('new-password rules in the forms', () => {
  const IDENTITY = 'Password cannot be your email address or username';
  it.each([
    [
      { password: '      ', confirmPassword: '      ' },
      { password: 'Password cannot be only spaces' },
    ],
    [{ password: 'dj@example.com', confirmPassword: 'dj@example.com' }, { password: IDENTITY }],
    [{ password: 'DJ', confirmPassword: 'DJ' }, { password: PASSWORD }],
    [{ password: 'Night Owl', confirmPassword: 'Night Owl' }, { password: IDENTITY }],
    [{ password: 'night owl!', confirmPassword: 'night owl!' }, {}],
  ])('sign-up as Night Owl <dj@example.com> with %j -> %j', (passwords, expected) => {
    const form = { username: 'Night Owl', email: 'dj@example.com', ...passwords };
    expect(messages(signUpSchema, form)).toEqual(expected);
  });
  it('sign-up refuses the local part of the e-mail', () => {
    const form = { username: '', email: 'nightowl@example.com' };
    expect(
      messages(signUpSchema, { ...form, password: 'NightOwl', confirmPassword: 'NightOwl' }),
    ).toEqual({ password: IDENTITY });
  });
  it('a password change needs the current password and a new one that is not blank', () => {
    expect(
      messages(passwordChangeSchema, {
        currentPassword: '',
        password: '\t\t\t\t\t\t',
        confirmPassword: '\t\t\t\t\t\t',
      }),
    ).toEqual({
      currentPassword: 'Please enter your current password',
      password: 'Password cannot be only spaces',
    });
  });
});

describe('newPasswordSchema', () => {
  it.each([
    [{ password: 'abcdef', confirmPassword: 'abcdef' }, {}],
    [{ password: 'abcde', confirmPassword: 'abcde' }, { password: PASSWORD }],
    [{ password: 'abcdef', confirmPassword: 'abcdeg' }, { confirmPassword: MISMATCH }],
    [
      { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      { password: 'Password must be at most 128 characters' },
    ],
  ])('%j -> %j', (value, expected) => {
    expect(messages(newPasswordSchema, value)).toEqual(expected);
  });
});

describe('profileUpdateSchema', () => {
  it.each([
    [{}, {}],
    [
      { username: 'DJ Nova', avatarUrl: 'https://cdn.example.com/a.png', timezone: 'Asia/Kolkata' },
      {},
    ],
    [{ username: '', avatarUrl: '', timezone: '' }, {}],
    [{ avatarUrl: `/media/${'f'.repeat(64)}` }, {}],
    [{ username: 'a' }, { username: USERNAME }],
    [{ username: 'x'.repeat(51) }, { username: 'Username must be at most 50 characters' }],
    [{ avatarUrl: 'not a url' }, { avatarUrl: URL_MESSAGE }],
    [{ avatarUrl: 'javascript:alert(1)' }, { avatarUrl: URL_MESSAGE }],
    [{ avatarUrl: 'JAVASCRIPT:alert(1)' }, { avatarUrl: URL_MESSAGE }],
    [{ avatarUrl: 'data:image/png;base64,AAAA' }, { avatarUrl: URL_MESSAGE }],
    [{ avatarUrl: 'ftp://example.com/a.png' }, { avatarUrl: URL_MESSAGE }],
    [{ avatarUrl: '/media/../../etc/passwd' }, { avatarUrl: URL_MESSAGE }],
    [{ timezone: 'Mars/Base' }, { timezone: TIMEZONE }],
  ])('%j -> %j', (value, expected) => {
    expect(messages(profileUpdateSchema, value)).toEqual(expected);
  });

  it('refuses fields it does not know, such as role', () => {
    const fields = messages(profileUpdateSchema, { role: 'Station Manager' });
    expect(Object.keys(fields)).toEqual(['']);
    expect(fields['']).toContain('role');
  });

  it('keeps markup in a username as text', () => {
    const username = '<img src=x onerror=alert(1)>';
    expect(profileUpdateSchema.parse({ username })).toEqual({ username });
  });
});
