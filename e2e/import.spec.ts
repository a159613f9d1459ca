import { sampleWeekDocument } from '../src/shared/exchange/week-document/sample-week-document';
import { MAX_IMPORT_EVENTS } from '../src/shared/exchange/import-plan/import-limits';
import { addDays } from '../src/shared/schedule/week';
import { expectNoSeriousA11yIssues } from './support/library';
import { expect, test } from './support/fixtures';
import {
  block,
  createShow,
  drawnBlocks,
  farWeek,
  openWeek,
  toast,
  unique,
} from './support/schedule';

/**
 * Importing into a week (issue 6): a week export (JSON) from another installation rebuilds the
 * programme, series included; a calendar file (.ics) places its events; a wrong file is refused
 * in words. The files are written here, as a person would have them on disk.
 */

/** Each journey's own weeks (see farWeek), clear of the other journeys' slots. */
const SLOT = { json: 30, ics: 31, bad: 32 } as const;

// Refused files answer 4xx; Chromium logs that line itself.
test.use({
  allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 4\d\d/],
});

const file = (name: string, text: string, mimeType: string) => ({
  name,
  mimeType,
  buffer: Buffer.from(text),
});

test.describe('import', () => {
  test.beforeEach(async ({ page, createAccount, signIn }) => {
    await signIn(await createAccount());
    await page.goto('/');
  });

  test('imports a week export into a week and draws the same programme', async ({ page }) => {
    // The library is shared by the suite: this journey's shows carry their own suffix.
    const tag = unique('').trim();
    const named = (name: string) => `${name} ${tag}`;
    const document = sampleWeekDocument();
    for (const show of document.shows) show.name = named(show.name);
    for (const p of document.placements) p.showName = named(p.showName);
    await createShow(page, named('Jazz Hour'), 1); // already in this library: matched by name

    const week = await farWeek(page, SLOT.json);
    await openWeek(page, week);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Schedule' });
    await dialog
      .getByLabel('File to import')
      .setInputFiles(file('week.json', JSON.stringify(document), 'application/json'));

    await expect(dialog.getByRole('heading', { name: 'Will be placed (9)' })).toBeVisible();
    await expect(dialog).toContainText(`Matched by name: ${named('Jazz Hour')}`);
    await expect(dialog).toContainText(
      `Will be created: ${named('Morning Show')}, ${named('Late Night Talk')}, ${named('Weekend Mix')}`,
    );
    // Each series is placed in this week only unless the person chooses to recreate it.
    for (const name of ['Morning Show', 'Jazz Hour']) {
      const choice = dialog.getByRole('group', { name: `Series: ${named(name)}` });
      await expect(choice.getByRole('radio', { name: 'Place in this week only' })).toBeChecked();
      await choice.getByRole('radio', { name: 'Recreate the series' }).check();
      await expect(
        dialog
          .getByRole('group', { name: `Series: ${named(name)}` })
          .getByRole('radio', { name: 'Recreate the series' }),
      ).toBeChecked();
    }
    await expect(dialog).toContainText(
      '2 recurring series will be recreated from this week on, with 1 instance removed as in the file.',
    );
    await expectNoSeriousA11yIssues(page);
    await dialog.getByRole('button', { name: 'Import 9 shows' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toast(page, 'Schedule imported')).toBeVisible();

    // The same programme, on the same days and times, with its recurring markers.
    await expect(drawnBlocks(page)).toHaveCount(9);
    await expect(block(page, named('Morning Show'), 'Monday 07:00 - 09:00')).toHaveAccessibleName(
      /, recurring/,
    );
    await expect(block(page, named('Morning Show'), 'Wednesday 07:00 - 09:00')).toBeVisible();
    await expect(
      block(page, named('Morning Show Special'), 'Friday 08:00 - 10:00'),
    ).toHaveAccessibleName(/, exception/);
    for (const day of ['Tuesday', 'Wednesday', 'Friday', 'Saturday'])
      await expect(block(page, named('Jazz Hour'), `${day} 20:00 - 21:00`)).toBeVisible();
    await expect(block(page, named('Jazz Hour'), 'Thursday')).toHaveCount(0);
    await expect(block(page, named('Weekend Mix'), 'Saturday 14:00 - 17:00')).toBeVisible();
    await expect(block(page, named('Late Night Talk'), 'Sunday 22:00 - 00:00')).toBeVisible();

    // The Mon/Wed/Fri series goes on into the next week.
    await openWeek(page, addDays(week, 7));
    await expect(block(page, named('Morning Show'), 'Monday 07:00 - 09:00')).toBeVisible();
  });

  test('imports a calendar file: events land at their times, snapped to slots', async ({
    page,
  }) => {
    const week = await farWeek(page, SLOT.ics);
    const folk = unique('Folk Corner');
    const compact = (date: string) => date.replaceAll('-', '');
    const wednesday = compact(addDays(week, 3));
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Other Station//EN',
      'BEGIN:VEVENT',
      `UID:folk-${folk}`,
      'DTSTAMP:20260101T000000Z',
      `SUMMARY:${folk}`,
      'CATEGORIES:Folk,Acoustic',
      `DTSTART:${wednesday}T090700`,
      `DTEND:${wednesday}T100000`,
      'RRULE:FREQ=DAILY;COUNT=2',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');

    await openWeek(page, week);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Schedule' });
    await dialog
      .getByLabel('File to import')
      .setInputFiles(file('station.ics', ics, 'text/calendar'));
    await expect(dialog.getByRole('heading', { name: 'Will be placed (2)' })).toBeVisible();
    await expect(dialog).toContainText(`Will be created: ${folk}`);
    await expect(dialog).toContainText(
      'Snapped to 15-minute slots (09:07-10:00 became 09:00-10:00).',
    );
    await dialog.getByRole('button', { name: 'Import 2 shows' }).click();
    await expect(toast(page, 'Schedule imported')).toBeVisible();
    await expect(block(page, folk, 'Wednesday 09:00 - 10:00')).toBeVisible();
    await expect(block(page, folk, 'Thursday 09:00 - 10:00')).toBeVisible();
  });

  test('a wrong file gets a clear message and changes nothing', async ({ page }) => {
    const week = await farWeek(page, SLOT.bad);
    await openWeek(page, week);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Schedule' });
    const input = dialog.getByLabel('File to import');

    await input.setInputFiles(file('notes.txt', 'shopping list', 'text/plain'));
    await expect(dialog.getByRole('alert')).toContainText(
      'Choose a week export (.json) or a calendar file (.ics).',
    );
    await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

    await input.setInputFiles(
      file('week.json', '{"format": "radio-station-week", ', 'application/json'),
    );
    await expect(dialog.getByRole('alert')).toContainText('This file is not valid JSON.');

    const crowded = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      ...Array.from({ length: MAX_IMPORT_EVENTS + 1 }, (_, i) =>
        [
          'BEGIN:VEVENT',
          `UID:crowded-${i}`,
          'DTSTART:20270105T090000Z',
          'SUMMARY:Crowded',
          'END:VEVENT',
        ].join('\r\n'),
      ),
      'END:VCALENDAR',
    ].join('\r\n');
    await input.setInputFiles(file('season.ics', crowded, 'text/calendar'));
    await expect(dialog.getByRole('alert')).toContainText(
      'This calendar file has more than 2,000 events. Export a shorter period, such as one season, and import that.',
    );

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(drawnBlocks(page)).toHaveCount(0);
  });
});
