import { describe, expect, it } from 'vitest';
import { publicTurns } from './public-turns';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('public turns', () => {
  it('takes a few requests per turn of the event loop, the rest in the next turns in order', async () => {
    const turn = publicTurns(3);
    const taken: number[] = [];
    const answers = Array.from({ length: 8 }, (_, i) => turn(() => (taken.push(i), i)));
    expect(taken).toEqual([0, 1, 2]);
    // Something else (a staff request's reply) runs before the next turn's requests.
    taken.push(-1);
    await nextTurn();
    expect(taken).toEqual([0, 1, 2, -1, 3, 4, 5]);
    expect(await Promise.all(answers)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // A new turn takes requests at once again.
    await nextTurn();
    await nextTurn();
    let now = false;
    void turn(() => (now = true));
    expect(now).toBe(true);
  });

  it('hands a failure of the work to its caller', async () => {
    const turn = publicTurns(1);
    void turn(() => 1);
    await expect(
      turn(() => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
  });
});
