import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readsBegunAfter } from './reads-begun-after';

/** Reads that settle only when told to; each answers its own number, counting from 1. */
function manualReads() {
  const pending: { settle: (ok: boolean) => void }[] = [];
  let begun = 0;
  let inFlight = 0;
  let mostInFlight = 0;
  return {
    begun: () => begun,
    inFlight: () => inFlight,
    mostInFlight: () => mostInFlight,
    read: () => {
      const number = ++begun;
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      return new Promise<number>((resolve, reject) => {
        pending.push({
          settle: (ok) => {
            inFlight--;
            if (ok) resolve(number);
            else reject(new Error(`read ${number} failed`));
          },
        });
      });
    },
    /** Settles the oldest read still pending, then lets every callback run. */
    async settleOldest(ok = true) {
      pending.shift()?.settle(ok);
      await flush();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('readsBegunAfter', () => {
  it('answers callers that arrive while a read is in flight with one read begun after them', async () => {
    const reads = manualReads();
    const shared = readsBegunAfter(reads.read);
    const first = shared();
    const second = shared();
    const third = shared();
    expect(reads.begun()).toBe(1);
    await reads.settleOldest();
    expect(await first).toBe(1);
    expect(reads.begun()).toBe(2);
    await reads.settleOldest();
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    expect(reads.begun()).toBe(2);
  });

  it('begins a read of its own for a caller arriving when none is in flight', async () => {
    const reads = manualReads();
    const shared = readsBegunAfter(reads.read);
    const first = shared();
    await reads.settleOldest();
    expect(await first).toBe(1);
    const later = shared();
    expect(reads.begun()).toBe(2);
    await reads.settleOldest();
    expect(await later).toBe(2);
  });

  it('passes a failed read to its callers only, and reads again for the next ones', async () => {
    const reads = manualReads();
    const shared = readsBegunAfter(reads.read);
    const failing = shared();
    const waiting = shared();
    await reads.settleOldest(false);
    await expect(failing).rejects.toThrow('read 1 failed');
    await reads.settleOldest(true);
    expect(await waiting).toBe(2);
  });

  it('never answers with a read begun before the call, and keeps one read in flight', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('call', 'settle', 'fail'), { minLength: 1, maxLength: 40 }),
        async (steps) => {
          const reads = manualReads();
          const shared = readsBegunAfter(reads.read);
          const answers: Promise<void>[] = [];
          let calls = 0;
          for (const step of steps) {
            if (step === 'call') {
              calls++;
              const begunBefore = reads.begun();
              answers.push(
                shared().then(
                  (number) => expect(number).toBeGreaterThan(begunBefore),
                  () => undefined,
                ),
              );
            } else {
              await reads.settleOldest(step === 'settle');
            }
          }
          while (reads.inFlight() > 0) await reads.settleOldest();
          await Promise.all(answers);
          expect(reads.mostInFlight()).toBeLessThanOrEqual(1);
          expect(reads.begun()).toBeLessThanOrEqual(calls);
        },
      ),
    );
  });
});
