import { describe, expect, it } from 'vitest';
import english from 'virtual:catalog/en/auth';
import german from 'virtual:catalog/de/auth';
import spanish from 'virtual:catalog/es/auth';
import { translator } from '../../i18n/translate';
import { authFailureText } from './auth-failure-text';

const tEn = translator<'auth'>({ auth: english }, { auth: english });
const tDe = translator<'auth'>({ auth: german }, { auth: english });
const tEs = translator<'auth'>({ auth: spanish }, { auth: english });
const failure = (code: string, message: string, status = 400) => ({ code, message, status });

describe('authFailureText', () => {
  it('shows an English reader the answer exactly as the auth service sent it', () => {
    const sent = failure(
      'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
      'User already exists. Use another email.',
      422,
    );
    expect(authFailureText(sent, 'en', tEn)).toBe('User already exists. Use another email.');
  });

  it("says better-auth's own answers in the reader's language", () => {
    expect(
      authFailureText(failure('USER_ALREADY_EXISTS', 'User already exists.', 422), 'de', tDe),
    ).toBe('Für diese E-Mail-Adresse gibt es schon ein Konto. Nimm bitte eine andere.');
    expect(authFailureText(failure('PASSWORD_TOO_SHORT', 'Password too short'), 'es', tEs)).toBe(
      'La contraseña es demasiado corta',
    );
    expect(authFailureText(failure('INVALID_TOKEN', 'Invalid token'), 'de', tDe)).toBe(
      'Dieser Link ist ungültig oder wurde schon benutzt',
    );
  });

  it('keeps an answer it does not know as it came', () => {
    expect(authFailureText(failure('SOMETHING_NEW', 'Something new'), 'de', tDe)).toBe(
      'Something new',
    );
  });
});
