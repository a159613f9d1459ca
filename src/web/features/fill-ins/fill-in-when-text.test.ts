import { describe, expect, it } from 'vitest';
import de from 'virtual:catalog/de/fillIns';
import en from 'virtual:catalog/en/fillIns';
import { translator } from '../../i18n/translate';
import { airingWhenText } from './fill-in-when-text';

const span = {
  startsAt: new Date('2027-01-12T15:00:00Z'),
  endsAt: new Date('2027-01-12T16:00:00Z'),
};
const zones = { reader: 'Europe/London', station: 'America/New_York' };

describe('when a fill-in airing is', () => {
  it('reads in English as the e-mails always said it', () => {
    const t = translator<'fillIns'>({ fillIns: en }, { fillIns: en });
    expect(airingWhenText(t, 'en', span, zones, '24h')).toBe(
      'Tue 12 Jan, 15:00–16:00 (Europe/London); Tue 12 Jan, 10:00–11:00 station time (America/New_York)',
    );
    expect(airingWhenText(t, 'en', span, { reader: 'UTC', station: 'UTC' }, '12h')).toBe(
      'Tue 12 Jan, 3:00–4:00 PM (UTC)',
    );
  });

  it('orders a German date as German does, with its own weekday and month', () => {
    const t = translator<'fillIns'>({ fillIns: de }, { fillIns: en });
    expect(airingWhenText(t, 'de', span, zones, '24h')).toBe(
      'Di., 12. Jan., 15:00–16:00 (Europe/London); Di., 12. Jan., 10:00–11:00 Senderzeit (America/New_York)',
    );
  });
});
