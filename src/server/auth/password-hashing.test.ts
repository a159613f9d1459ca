import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { isAPIError } from 'better-auth/api';
import { describe, expect, it } from 'vitest';
import { boundedPasswordHashing } from './password-hashing';

describe('bounded password hashing', () => {
  it('reads and writes the hashes better-auth itself makes, so existing accounts still sign in', async () => {
    const bounded = boundedPasswordHashing();
    const stored = await hashPassword('an existing password');
    expect(await bounded.verify({ hash: stored, password: 'an existing password' })).toBe(true);
    expect(await bounded.verify({ hash: stored, password: 'another one' })).toBe(false);
    const made = await bounded.hash('a new password');
    expect(await verifyPassword({ hash: made, password: 'a new password' })).toBe(true);
  });

  it('hashes a few at a time, keeps a bounded queue and asks the rest to come back (429)', async () => {
    const bounded = boundedPasswordHashing({ atOnce: 1, waitingMax: 2 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        Promise.resolve().then(() => bounded.hash('flooded password')),
      ),
    );
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    expect(refused).toHaveLength(3);
    for (const error of refused) {
      expect(isAPIError(error) && error.statusCode).toBe(429);
    }
  });
});
