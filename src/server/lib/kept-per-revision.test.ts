import { describe, expect, it } from 'vitest';
import { keptPerRevision } from './kept-per-revision';

/** A computation that counts its runs and answers `${key}@${revision}#${run}`. */
function counted() {
  let runs = 0;
  return {
    runs: () => runs,
    compute: (key: string, revision: number) => async () => `${key}@${revision}#${++runs}`,
  };
}

describe('keptPerRevision', () => {
  it('answers a kept value only at the revision it was read at', async () => {
    const kept = keptPerRevision<string>(10);
    const c = counted();
    const cases: [key: string, revision: number, expected: string][] = [
      ['a', 1, 'a@1#1'],
      ['a', 1, 'a@1#1'], // kept
      ['b', 1, 'b@1#2'], // another key
      ['a', 2, 'a@2#3'], // the revision moved: read anew
      ['a', 2, 'a@2#3'],
      ['b', 2, 'b@2#4'],
    ];
    for (const [key, revision, expected] of cases) {
      expect(await kept.get(key, revision, c.compute(key, revision))).toBe(expected);
    }
    expect(c.runs()).toBe(4);
  });

  it('reads anew when the kept value is not usable any more', async () => {
    const kept = keptPerRevision<string>(10);
    const c = counted();
    await kept.get('a', 1, c.compute('a', 1));
    expect(await kept.get('a', 1, c.compute('a', 1), () => false)).toBe('a@1#2');
    expect(await kept.get('a', 1, c.compute('a', 1))).toBe('a@1#2');
  });

  it('shares one computation between lookups of one key and revision arriving together', async () => {
    const kept = keptPerRevision<string>(10);
    const c = counted();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => kept.get('a', 7, c.compute('a', 7))),
    );
    expect(new Set(answers)).toEqual(new Set(['a@7#1']));
    expect(c.runs()).toBe(1);
  });

  it('never replaces a newer revision with a slower read of an older one', async () => {
    const kept = keptPerRevision<string>(10);
    let finishOld: (value: string) => void = () => undefined;
    const old = kept.get('a', 1, () => new Promise<string>((resolve) => (finishOld = resolve)));
    await kept.get('a', 2, async () => 'new');
    finishOld('old');
    expect(await old).toBe('old');
    expect(await kept.get('a', 2, async () => 'read again')).toBe('new');
  });

  it('answers null and errors without keeping them', async () => {
    const kept = keptPerRevision<string | null>(10);
    expect(await kept.get('a', 1, async () => null)).toBeNull();
    expect(await kept.get('a', 1, async () => 'found')).toBe('found');
    await expect(kept.get('b', 1, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept.get('b', 1, async () => 'back')).toBe('back');
  });

  it('lets the least recently used go when full', async () => {
    const kept = keptPerRevision<string>(2);
    const c = counted();
    await kept.get('a', 1, c.compute('a', 1));
    await kept.get('b', 1, c.compute('b', 1));
    await kept.get('a', 1, c.compute('a', 1)); // a is now the most recent
    await kept.get('c', 1, c.compute('c', 1)); // b goes
    expect(kept.size()).toBe(2);
    expect(await kept.get('a', 1, c.compute('a', 1))).toBe('a@1#1');
    expect(await kept.get('b', 1, c.compute('b', 1))).toBe('b@1#4');
  });
});
