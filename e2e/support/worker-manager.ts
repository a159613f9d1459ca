import { randomBytes } from 'node:crypto';
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, uniqueEmail, type Account } from './fixtures';
import { Mailbox } from './mailbox';
import { setRole } from './station-database';

/** A signed-in API context's POST: fails on a refusal, answers the JSON. */
export type Post = (path: string, data: unknown) => Promise<Record<string, { id: string }>>;

/**
 * A Station Manager of the worker's own (a worker-scoped fixture's start: made once, whatever the
 * number of tests), confirmed and signed in through an API context the caller disposes of once
 * its station is made. Each test signs the manager in to its own page.
 */
export async function workerManager(
  playwright: PlaywrightWorkerArgs['playwright'],
  username: string,
): Promise<{ manager: Account; request: APIRequestContext; post: Post }> {
  const baseURL = process.env.E2E_BASE_URL;
  const serverLog = process.env.E2E_SERVER_LOG;
  if (!baseURL || !serverLog) throw new Error('Is the e2e global setup running?');
  const headers = { Origin: new URL(baseURL).origin };
  const request = await playwright.request.newContext({ baseURL });
  const manager: Account = {
    email: uniqueEmail('worker'),
    password: `pw-${randomBytes(6).toString('hex')}`,
    username,
  };
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email: manager.email, password: manager.password, name: manager.username },
    headers,
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const link = await new Mailbox(request).latestLink(
    manager.email,
    /Confirm your Radio Station account/,
  );
  expect((await request.get(link, { maxRedirects: 0 })).status()).toBe(302);
  await setRole(serverLog, manager.email, 'Station Manager');
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: manager.email, password: manager.password },
    headers,
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const post: Post = async (path, data) => {
    const response = await request.post(path, { data, headers });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as Record<string, { id: string }>;
  };
  return { manager, request, post };
}
