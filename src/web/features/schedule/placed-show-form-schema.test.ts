import { describe, expect, it } from 'vitest';
import {
  instanceChanges,
  placedShowFormSchema,
  placedShowFormValues,
} from './placed-show-form-schema';
import { block as fixtureBlock } from '../../../shared/exchange/week-document/scheduled-block.fixture';

const block = fixtureBlock({
  version: 3,
  templateId: 't1',
  showGenres: ['Pop', 'Polka'],
  showColor: '#123456',
  djNames: [],
  duration: 8,
});

describe('placed show form', () => {
  it('starts from the block, leaving out what the lists do not know', () => {
    expect(placedShowFormValues(block)).toEqual({
      showName: 'Morning Drive',
      showDescription: '',
      showGenres: ['Pop'],
      showColor: '#3b82f6',
      showImageUrl: '',
      isRepeat: false,
    });
    expect(placedShowFormValues({ ...block, isRepeat: true }).isRepeat).toBe(true);
  });

  it('needs a name and a real URL, with the server messages', () => {
    const result = placedShowFormSchema.safeParse({
      ...placedShowFormValues(block),
      showName: '  ',
      showImageUrl: 'javascript:alert(1)',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['Show name is required', 'Must be a valid URL']);
  });
});

describe('Edit This Instance: what a save would store', () => {
  const instance = { ...block, id: 's1:2027-03-02', isInstance: true, recurringSeriesId: 's1' };
  const untouched = placedShowFormSchema.parse(placedShowFormValues(instance));
  const slot = { dayIndex: 2, timeIndex: 40, duration: 8 };
  const djs = { before: ['d1', 'd2'], after: null };

  it.each([
    ['nothing touched', untouched, slot, djs, null],
    [
      'the DJs picked again in another order',
      untouched,
      slot,
      { ...djs, after: ['d2', 'd1'] },
      null,
    ],
    ['a new name', { ...untouched, showName: 'Live' }, slot, djs, { showName: 'Live' }],
    ['a later start', untouched, { ...slot, timeIndex: 44 }, djs, { timeIndex: 44 }],
    ['a guest host', untouched, slot, { ...djs, after: ['d3'] }, { djIds: ['d3'] }],
  ])('%s', (_, values, at, team, expected) => {
    expect(instanceChanges(instance, values, at, team)).toEqual(expected);
  });
});
