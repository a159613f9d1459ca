import type { Page } from '@playwright/test';
import { expect, type Account } from './fixtures';

/** The same-origin header the API asks of a write (the page's own origin). */
export const headersOf = (page: Page) => ({ Origin: new URL(page.url()).origin });

/** A write through the API as the page's signed-in account; fails the test unless it is `ok`. */
export async function postAs<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data, headers: headersOf(page) });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/**
 * As a signed-in station manager: a DJ entry for each account, linked to it (so the member is
 * that DJ on the schedule and in fill-ins). Answers the entries' ids by name.
 */
export async function linkedDjs(
  page: Page,
  accounts: readonly (readonly [Account, string])[],
): Promise<Record<string, string>> {
  const { members } = (await (await page.request.get('/api/team')).json()) as {
    members: { id: string; email: string }[];
  };
  const djIds: Record<string, string> = {};
  for (const [account, name] of accounts) {
    djIds[name] = (await postAs<{ dj: { id: string } }>(page, '/api/djs', { name })).dj.id;
    const member = members.find((m) => m.email === account.email)!;
    const linked = await page.request.put(`/api/team/members/${member.id}/dj`, {
      data: { djId: djIds[name] },
      headers: headersOf(page),
    });
    expect(linked.status(), await linked.text()).toBe(200);
  }
  return djIds;
}
