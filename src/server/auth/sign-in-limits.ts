import type { Database } from '../db/connection';
import { addressGroup } from '../realtime/address-group';
import {
  claimBackoffSlot,
  countFailure,
  countInWindow,
  markSeen,
  seenWithin,
} from './rate-counter';

export type SignInRateLimit = { max: number; windowSeconds: number };

/** An address the account signed in from lately is its owner's: others' failures spare it. */
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 60 * 60;
/** Failures of one account across all addresses before every new attempt has to wait. */
const ACCOUNT_FAILURES_PER_PAIR_LIMIT = 10;
const ACCOUNT_FAILURE_WINDOW_SECONDS = 60 * 60;
const ACCOUNT_MAX_DELAY_SECONDS = 60 * 60;

export type SignInVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const normalise = (email: string) => email.trim().toLowerCase();
// An address counts by its group (an IPv6 /64), as every per-address limit does: a subscriber
// holding a /64 could otherwise try each guess from a fresh address.
const pairKey = (email: string, address: string) =>
  `sign-in:${normalise(email)}|${addressGroup(address)}`;
const accountKey = (email: string) => `sign-in-failures:${normalise(email)}`;
const knownKey = (email: string, address: string) =>
  `sign-in-known:${normalise(email)}|${addressGroup(address)}`;

/**
 * Whether a sign-in attempt may go ahead. Two limits, so that an attacker slows down but cannot
 * lock the owner out:
 * - per account and address (SIGN_IN_RATE_LIMIT): guesses from one address run out quickly,
 *   and do not touch the budget of the same account from any other address;
 * - per account across all addresses, much larger: once an account has failed ten times the
 *   per-address budget within an hour, attempts from addresses it never signed in from wait,
 *   twice as long after each failure (from one window up to an hour). Addresses the account
 *   signed in from in the last 30 days are spared that wait.
 */
export async function checkSignInAttempt(
  db: Database,
  email: string,
  address: string,
  limit: SignInRateLimit,
): Promise<SignInVerdict> {
  const pair = await countInWindow(db, pairKey(email, address), limit.windowSeconds);
  if (pair.count > limit.max) return { allowed: false, retryAfterSeconds: pair.retryAfterSeconds };
  if (await seenWithin(db, knownKey(email, address), KNOWN_ADDRESS_SECONDS))
    return { allowed: true };
  const wait = await claimBackoffSlot(db, accountKey(email), accountBackoff(limit));
  return wait === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: wait };
}

export async function recordSignInFailure(db: Database, email: string): Promise<void> {
  await countFailure(db, accountKey(email), ACCOUNT_FAILURE_WINDOW_SECONDS);
}

export async function recordSignInSuccess(
  db: Database,
  email: string,
  address: string,
): Promise<void> {
  await markSeen(db, knownKey(email, address));
}

export function accountBackoff(limit: SignInRateLimit) {
  return {
    threshold: limit.max * ACCOUNT_FAILURES_PER_PAIR_LIMIT,
    baseDelaySeconds: limit.windowSeconds,
    maxDelaySeconds: Math.max(limit.windowSeconds, ACCOUNT_MAX_DELAY_SECONDS),
    windowSeconds: ACCOUNT_FAILURE_WINDOW_SECONDS,
  };
}
