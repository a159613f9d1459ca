import type { Page } from '@playwright/test';
import { expect, type Account } from './fixtures';
import { placeShow } from './schedule';

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

/**
 * As a signed-in station manager: a show of one host, placed on Tuesdays at 10:00 from `week` as
 * a weekly series of `count` airings. Answers the show's and the series' ids.
 */
export async function tuesdaySeries(
  page: Page,
  input: { name: string; djId: string; week: string; hours: number; count: number },
): Promise<{ showId: string; seriesId: string }> {
  const { show } = await postAs<{ show: { id: string } }>(page, '/api/shows', {
    name: input.name,
    duration: input.hours,
    djIds: [input.djId],
  });
  const anchor = await placeShow(page, input.week, {
    templateId: show.id,
    dayIndex: 2,
    timeIndex: 40,
    duration: input.hours * 4,
  });
  const series = await postAs<{ week: { blocks: { id: string; recurringSeriesId: string }[] } }>(
    page,
    `/api/scheduled-shows/${anchor.id}/series`,
    {
      rule: {
        frequency: 'weekly',
        interval: 1,
        byWeekday: [2],
        endType: 'count',
        count: input.count,
      },
    },
  );
  const seriesId = series.week.blocks.find((b) => b.id === anchor.id)!.recurringSeriesId;
  return { showId: show.id, seriesId };
}
