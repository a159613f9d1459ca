import { FILL_IN_MARK } from '../src/shared/messages/fill-in-marks';
import { addDays, DAY_NAMES, dayDate, shortDateLabel, weekIdOf } from '../src/shared/schedule/week';
import { expect } from './support/fixtures';
import { testOnOwnStation } from './support/own-station';
import { linkedDjs, postAs, tuesdaySeries } from './support/team-set-up';
import { block, openWeek, stationToday, toast } from './support/schedule';

/**
 * Everyone sees the hand-over (issue 33 item 6, decision 0068), on a server of its own (its first
 * account is the manager): Alex asks for a fill-in for a Tuesday of Jazz Hour (a weekly series)
 * and Sam takes it, by API; the grid shows "Sam (fill-in)" on that Tuesday only and Alex the
 * Tuesday after, on a desktop and in the phone's agenda. The manager then names Sam a Fill-in
 * host in the Show form. Screens at 1440 and 390 px go to /tmp/v-fillhosts-shots/.
 */
const test = testOnOwnStation({ SIGNUP_POLICY: 'open', STATION_TIMEZONE: 'Europe/London' });
const SHOTS = '/tmp/v-fillhosts-shots';

test('a taken fill-in reads "(fill-in)" on its Tuesday only; the Show form names Fill-in hosts', async ({
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

  // DJ entries for Alex and Sam, linked to their accounts; Jazz Hour is Alex's.
  const djIds = await linkedDjs(page, [
    [alex, 'Alex Kim'],
    [sam, 'Sam Lee'],
  ]);
  const week = addDays(weekIdOf(await stationToday(page)), 14);
  const taken = addDays(week, 7);
  const { showId, seriesId } = await tuesdaySeries(page, {
    name: 'Jazz Hour',
    djId: djIds['Alex Kim']!,
    week,
    hours: 2,
    count: 3,
  });

  // Alex asks for the second Tuesday; Sam takes it.
  await signIn(alex);
  await page.goto('/');
  const { request } = await postAs<{ request: { id: string } }>(page, '/api/fill-ins', {
    seriesId,
    date: dayDate(taken, 2),
  });
  await signIn(sam);
  await page.goto('/');
  await postAs(page, `/api/fill-ins/${request.id}/take`, undefined);

  // The manager's grid: Sam "(fill-in)" on that Tuesday, Alex the Tuesday after.
  await signIn(manager);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openWeek(page, taken);
  const handedOver = block(page, 'Jazz Hour', 'Tuesday');
  await expect(handedOver).toContainText(`Sam Lee ${FILL_IN_MARK}`);
  await expect(handedOver).toHaveAccessibleName(/with Sam Lee \(fill-in\)/);
  await handedOver.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/grid-fill-in-1440.png` });
  await openWeek(page, addDays(taken, 7));
  const after = block(page, 'Jazz Hour', 'Tuesday');
  await expect(after).toContainText('Alex Kim');
  await expect(after).not.toContainText(FILL_IN_MARK);

  // A phone: the day agenda of that Tuesday says it too.
  await page.setViewportSize({ width: 390, height: 844 });
  await openWeek(page, taken);
  await page.getByRole('button', { name: `Tue, ${shortDateLabel(dayDate(taken, 2))},` }).click();
  const tuesday = page.getByRole('region', { name: `Shows on ${DAY_NAMES[2]}` });
  await expect(tuesday.getByRole('listitem')).toHaveText([
    new RegExp(`^10:00 - 12:00Jazz HourSam Lee \\(fill-in\\)`),
  ]);
  await page.screenshot({ path: `${SHOTS}/agenda-fill-in-390.png` });

  // The Show form: Fill-in hosts, folded while none are named; Sam chosen, saved and shown.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/library');
  const card = page.getByRole('article', { name: 'Jazz Hour' });
  await card.getByRole('button', { name: 'Edit Jazz Hour' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Show' });
  const field = edit.getByRole('group', { name: 'Fill-in hosts' });
  await expect(field).toBeHidden();
  await edit.getByText('Fill-in hosts:').click();
  await field.getByRole('checkbox', { name: 'Sam Lee' }).check();
  await expect(edit.getByText('Fill-in hosts: Sam Lee')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/show-form-fill-in-hosts-1440.png` });
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(toast(page, 'Show updated')).toBeVisible();
  await expect(card).toContainText('Fill-in hosts: Sam Lee');
  const listed = (await (await page.request.get('/api/shows')).json()) as {
    shows: { id: string; fillInHostIds: string[] }[];
  };
  expect(listed.shows.find((s) => s.id === showId)!.fillInHostIds).toEqual([djIds['Sam Lee']]);
});
