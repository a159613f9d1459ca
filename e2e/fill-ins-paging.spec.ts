import { addDays, dayDate, weekIdOf } from '../src/shared/schedule/week';
import { refusedRequest } from './support/account';
import { expect } from './support/fixtures';
import { testOnOwnStation } from './support/own-station';
import { linkedDjs, postAs, tuesdaySeries } from './support/team-set-up';
import { stationToday } from './support/schedule';

/**
 * "You can take" comes a page at a time, its nearest eight weeks first (decision 0075): with
 * requests in ten weeks, Sam sees the first eight, "8+" in the heading and on the dashboard, and
 * "Show later ones" brings the rest. On a server of its own (its first account is the manager).
 */
const test = testOnOwnStation({ SIGNUP_POLICY: 'open', STATION_TIMEZONE: 'Europe/London' });

// The manager's page asks for the backups; once a DJ has signed in on it that is refused (403).
test.use({ allowedConsoleErrors: [refusedRequest(403)] });

test('"You can take" shows the nearest weeks first and the later ones on "Show later ones"', async ({
  page,
  createAccount,
  signIn,
}) => {
  test.slow();
  const manager = await createAccount({ username: 'Morgan' });
  const alex = await createAccount({ username: 'Alex' });
  const sam = await createAccount({ username: 'Sam' });
  await signIn(manager);
  await page.goto('/');
  const djIds = await linkedDjs(page, [
    [alex, 'Alex Kim'],
    [sam, 'Sam Lee'],
  ]);
  const first = addDays(weekIdOf(await stationToday(page)), 7);
  const { seriesId } = await tuesdaySeries(page, {
    name: 'Jazz Hour',
    djId: djIds['Alex Kim']!,
    week: first,
    hours: 1,
    count: 10,
  });

  // Alex asks for all ten Tuesdays.
  await signIn(alex);
  await page.goto('/');
  for (let week = 0; week < 10; week++)
    await postAs(page, '/api/fill-ins', { seriesId, date: dayDate(addDays(first, 7 * week), 2) });

  await signIn(sam);
  await page.goto('/');
  await expect(page.getByTestId('open-fill-ins')).toContainText('Open fill-ins: 8+');
  await page.goto('/fill-ins');
  const canTake = page.getByRole('region', { name: 'You can take' });
  const rows = canTake.getByRole('link', { name: /Jazz Hour/ });
  await expect(rows).toHaveCount(8);
  await expect(canTake.getByRole('heading')).toHaveText('You can take8+');
  await canTake.getByRole('button', { name: 'Show later ones' }).click();
  await expect(rows).toHaveCount(10);
  await expect(canTake.getByRole('button', { name: 'Show later ones' })).toHaveCount(0);
  await expect(canTake.getByRole('heading')).toHaveText('You can take10');
});
