import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clashNotesFor,
  clashNotesOfBlock,
  describeClash,
  djClashes,
  hostKey,
  shortPlacementLabel,
  type HostedPlacement,
} from './dj-clash';

const show = (
  id: string,
  showName: string,
  djNames: string[],
  dayIndex: number,
  timeIndex: number,
  duration: number,
): HostedPlacement => ({ id, showName, djNames, dayIndex, timeIndex, duration });

const drive = show('drive', 'Morning Drive', ['Ava Brooks', 'Bo'], 2, 36, 8); // Tue 09:00-11:00
const jazz = show('jazz', 'Jazz Hour', ['Ava Brooks'], 2, 40, 4); // Tue 10:00-11:00

describe('djClashes', () => {
  it.each([
    ['two shows sharing a DJ at once', [drive, jazz], [['Ava Brooks', 'drive', 'jazz']]],
    ['a show touching the other', [drive, show('late', 'Late', ['Ava Brooks'], 2, 44, 4)], []],
    ['different DJs at once', [drive, show('cy', 'Cy Show', ['Cy'], 2, 40, 4)], []],
    ['no DJs at all', [show('a', 'A', [], 1, 0, 8), show('b', 'B', [], 1, 0, 8)], []],
    [
      'the same name however spelt',
      [drive, show('g', 'Guest', ['  ava   BROOKS '], 2, 43, 1)],
      [['Ava Brooks', 'drive', 'g']],
    ],
    [
      'two shared DJs: one clash each',
      [drive, show('duo', 'Duo', ['Bo', 'Ava Brooks'], 2, 38, 2)],
      [
        ['Ava Brooks', 'drive', 'duo'],
        ['Bo', 'drive', 'duo'],
      ],
    ],
    [
      'a show past midnight and the next morning',
      [
        show('night', 'Night', ['Ava Brooks'], 1, 92, 8),
        show('early', 'Early', ['Ava Brooks'], 2, 2, 2),
      ],
      [['Ava Brooks', 'night', 'early']],
    ],
    ['a DJ listed twice on one show', [show('x', 'X', ['Ava Brooks', 'Ava Brooks'], 0, 0, 4)], []],
  ] as const)('%s', (_, blocks, expected) => {
    expect(djClashes(blocks).map((c) => [c.djName, ...c.blockIds])).toEqual(
      expected.map((e) => [...e]),
    );
  });

  const arbitraryBlocks = fc
    .array(
      fc.record({
        dayIndex: fc.integer({ min: 0, max: 6 }),
        timeIndex: fc.integer({ min: 0, max: 95 }),
        duration: fc.integer({ min: 1, max: 96 }),
        djNames: fc.subarray(['Ava', 'Bo', 'Cy', 'Di']),
      }),
      { maxLength: 12 },
    )
    .map((items) => items.map((b, i) => ({ ...b, id: `b${i}`, showName: `Show ${i}` })));

  const pairs = (blocks: HostedPlacement[]) =>
    djClashes(blocks)
      .map((c) => `${hostKey(c.djName)}|${[...c.blockIds].sort().join('|')}`)
      .sort();

  it('is symmetric: the order blocks come in changes nothing', () => {
    fc.assert(
      fc.property(arbitraryBlocks, (blocks) => {
        expect(pairs([...blocks].reverse())).toEqual(pairs(blocks));
      }),
    );
  });

  it('never has a block clash with itself, and only blocks that overlap and share a DJ', () => {
    fc.assert(
      fc.property(arbitraryBlocks, (blocks) => {
        const byId = new Map(blocks.map((b) => [b.id, b]));
        for (const clash of djClashes(blocks)) {
          const [a, b] = clash.blockIds.map((id) => byId.get(id)!);
          expect(a!.id).not.toBe(b!.id);
          const [as, bs] = [a!, b!].map((x) => x.dayIndex * 96 + x.timeIndex);
          expect(as! < bs! + b!.duration && bs! < as! + a!.duration).toBe(true);
          expect(a!.djNames).toContain(clash.djName);
          expect(b!.djNames).toContain(clash.djName);
        }
      }),
    );
  });

  it('finds no clash between shows that only touch end to start', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 1, max: 36 }),
        fc.integer({ min: 1, max: 36 }),
        (start, first, second) => {
          const a = show('a', 'A', ['Ava'], 0, start, first);
          const b = show('b', 'B', ['Ava'], 0, start + first, second);
          expect(djClashes([a, b])).toEqual([]);
        },
      ),
    );
  });
});

describe('clash notes', () => {
  const byId = new Map([drive, jazz].map((b) => [b.id, b]));
  const clashes = djClashes([drive, jazz]);

  it('tells each block what its DJ is also on', () => {
    expect(clashNotesOfBlock('drive', clashes, byId)).toEqual([
      'Ava Brooks is also on Jazz Hour, Tue 10:00–11:00',
    ]);
    expect(clashNotesOfBlock('jazz', clashes, byId)).toEqual([
      'Ava Brooks is also on Morning Drive, Tue 09:00–11:00',
    ]);
  });

  it('tells a clash whole, for the banner', () => {
    expect(describeClash(clashes[0]!, byId)).toBe(
      'Ava Brooks: Morning Drive, Tue 09:00–11:00 and Jazz Hour, Tue 10:00–11:00',
    );
  });

  it('checks a placement not yet in the week, leaving out the moved block', () => {
    const placed = { dayIndex: 2, timeIndex: 42, duration: 4, djNames: ['ava brooks'] };
    expect(clashNotesFor(placed, [drive, jazz])).toHaveLength(2);
    expect(clashNotesFor(placed, [drive, jazz], 'jazz')).toEqual([
      'ava brooks is also on Morning Drive, Tue 09:00–11:00',
    ]);
  });

  it('labels a whole-day show by its length', () => {
    expect(shortPlacementLabel({ dayIndex: 1, timeIndex: 40, duration: 96 })).toBe(
      'Mon 10:00–10:00 (+1 day)',
    );
  });
});
