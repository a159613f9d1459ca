import { describe, expect, it } from 'vitest';
import type { ScheduledBlock } from '../../../shared/schemas/schedule';
import { weekClashTexts } from './week-clashes';
import { block as fixtureBlock } from '../../../shared/exchange/week-document/scheduled-block.fixture';

const block = (over: Partial<ScheduledBlock>): ScheduledBlock =>
  fixtureBlock({
    id: 'b',
    showName: 'Show',
    showGenres: [],
    djNames: [],
    duration: 4,
    isOverlapping: true,
    ...over,
  });

describe('weekClashTexts', () => {
  it('tells each clashing block and the week what clashes', () => {
    const drive = block({
      id: 'd',
      showName: 'Morning Drive',
      djNames: ['Ava Brooks'],
      timeIndex: 36,
      duration: 8,
    });
    const jazz = block({ id: 'j', showName: 'Jazz Hour', djNames: ['Ava Brooks'] });
    const texts = weekClashTexts({
      blocks: [drive, jazz],
      djClashes: [{ djName: 'Ava Brooks', blockIds: ['d', 'j'] }],
    });
    expect(texts.byBlock.get('d')).toBe('Ava Brooks is also on Jazz Hour, Tue 10:00–11:00');
    expect(texts.byBlock.get('j')).toBe('Ava Brooks is also on Morning Drive, Tue 09:00–11:00');
    expect(texts.lines).toEqual([
      'Ava Brooks: Morning Drive, Tue 09:00–11:00 and Jazz Hour, Tue 10:00–11:00',
    ]);
  });

  it('is empty for a week without clashes', () => {
    const texts = weekClashTexts({ blocks: [block({})], djClashes: [] });
    expect(texts.byBlock.size).toBe(0);
    expect(texts.lines).toEqual([]);
  });
});
