import { describe, expect, it } from 'vitest';
import english from 'virtual:catalog/en/auth';
import { translator } from '../../i18n/translate';
import { linkOutcome } from './link-outcome';

// The English catalog: these are the spec's words.
const t = translator<'auth'>({ auth: english }, {});
const outcome = (query: string) => linkOutcome(t, new URLSearchParams(query));

describe('linkOutcome', () => {
  it('ignores addresses that carry no link result', () => {
    expect(outcome('')).toBeNull();
    expect(outcome('tab=email')).toBeNull();
  });

  it('welcomes a confirmed account and offers sign-in', () => {
    expect(outcome('confirmed=1')).toMatchObject({ type: 'success', offerSignIn: true });
    expect(outcome('confirmed=1')?.message).toBe('Your account is ready. Please sign in.');
  });

  it('says an account waiting for approval waits, not that it is ready', () => {
    const waiting = outcome('confirmed=1&waiting=1');
    expect(waiting).toMatchObject({ type: 'success', title: 'Email confirmed', offerSignIn: true });
    expect(waiting?.message).toBe(
      "Your account is waiting for a station manager's approval. You can sign in once it is approved.",
    );
    expect(waiting?.message).not.toMatch(/ready/);
  });

  it('reports a confirmed e-mail change', () => {
    expect(outcome('email-changed=1')).toMatchObject({
      type: 'success',
      title: 'Email address updated',
    });
  });

  it('explains a link used twice', () => {
    expect(outcome('error=LINK_ALREADY_USED')).toMatchObject({ type: 'info', offerSignIn: true });
  });

  it('points an expired confirmation to sign-in and an expired e-mail change to the profile', () => {
    expect(outcome('confirmed=1&error=TOKEN_EXPIRED')).toMatchObject({
      type: 'error',
      offerSignIn: true,
    });
    const change = outcome('email-changed=1&error=TOKEN_EXPIRED');
    expect(change).toMatchObject({ type: 'error', offerSignIn: false });
    expect(change?.message).toContain('Profile Settings');
  });

  it('treats unknown codes as an invalid link, whatever their case', () => {
    expect(outcome('error=invalid_token')?.title).toBe('This link is not valid');
    expect(outcome('error=SOMETHING_NEW')?.title).toBe('This link is not valid');
  });
});
