import { describe, expect, it } from 'vitest';
import { missingTimeRefusal } from '../../../../shared/schedule/clock-change';
import type { Placement } from '../../../../shared/schedule/slots';
import { ENGLISH_WORDS, sayText } from '../schedule-words';
import type { CreateSource } from './drag-types';
import { evaluatePreview, type WeekForPreview } from './preview';

const SPRING = '2027-03-14';
const show: CreateSource = {
  kind: 'create',
  templateId: 't1',
  name: 'Night Owl',
  color: '#3b82f6',
  duration: 4,
  djNames: [],
};
const week: WeekForPreview = {
  status: 'draft',
  isPast: false,
  blocks: [],
  clockRefusal: (placement: Placement) => {
    const refusal = missingTimeRefusal(SPRING, placement, 'America/New_York');
    return refusal && sayText(ENGLISH_WORDS, refusal);
  },
};

describe('a drag preview on a change day', () => {
  it('is invalid where the show would start in skipped time, and is said on the drop', () => {
    const preview = evaluatePreview(show, { dayIndex: 0, timeIndex: 8, duration: 4 }, week);
    expect(preview).toMatchObject({
      isValid: false,
      sayOnDrop: true,
      message:
        'Clocks go forward at 02:00 on Sunday, March 14: a show cannot start or end between 02:00 and 03:00.',
    });
  });

  it('is invalid where a resize would end it in skipped time', () => {
    const preview = evaluatePreview(show, { dayIndex: 0, timeIndex: 4, duration: 5 }, week);
    expect(preview.isValid).toBe(false);
  });

  it('is valid an hour later, and on the other days', () => {
    expect(evaluatePreview(show, { dayIndex: 0, timeIndex: 12, duration: 4 }, week).isValid).toBe(
      true,
    );
    expect(evaluatePreview(show, { dayIndex: 1, timeIndex: 8, duration: 4 }, week).isValid).toBe(
      true,
    );
  });
});
