import { hashPassword, verifyPassword } from 'better-auth/crypto';
import pLimit from 'p-limit';
import { authRefusal } from './auth-refusal';

/**
 * Hashing a password costs tens of milliseconds of CPU and 16 MB in one of libuv's four worker
 * threads, which the server's file reads share. A flood of sign-ins from many addresses (each
 * within its own rate limit) would fill all four and queue without end: two hash at a time, a
 * bounded number wait, and beyond that the request is asked to come back shortly.
 */
const HASHES_AT_ONCE = 2;
const HASHES_WAITING_MAX = 64;
const BUSY_RETRY_SECONDS = 5;

export function boundedPasswordHashing({
  atOnce = HASHES_AT_ONCE,
  waitingMax = HASHES_WAITING_MAX,
} = {}) {
  const hashing = pLimit(atOnce);
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    if (hashing.pendingCount >= waitingMax) {
      throw authRefusal(
        'TOO_MANY_REQUESTS',
        'TRY_AGAIN_SHORTLY',
        'The server is busy. Please try again in a few seconds.',
        { retryAfterSeconds: BUSY_RETRY_SECONDS },
      );
    }
    return hashing(work);
  };
  return {
    hash: (password: string) => inTurn(() => hashPassword(password)),
    verify: (data: { hash: string; password: string }) => inTurn(() => verifyPassword(data)),
  };
}
