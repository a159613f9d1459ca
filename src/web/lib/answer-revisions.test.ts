import { describe, expect, it } from 'vitest';
import type { ChangeRevisions } from '../../shared/realtime/change-revisions';
import { createAnswerRevisions } from './answer-revisions';

const at = (schedule: number, library = 5): ChangeRevisions => ({
  schedule,
  sessions: 2,
  library,
  settings: 1,
});

function setup() {
  const revisions = createAnswerRevisions();
  let readAgain = 0;
  revisions.onBehind(() => readAgain++);
  return { revisions, readAgain: () => readAgain };
}

describe('answers compared with the change stream', () => {
  it('reads again when a page read was answered before a change the stream came too late for', () => {
    const { revisions, readAgain } = setup();
    // The HTML's early read and the app's first read, then a colleague's show: library 5 → 6.
    revisions.answered(at(10, 5));
    revisions.answered(at(10, 5));
    revisions.streamReady(at(10, 6));
    expect(readAgain()).toBe(1);
  });

  it('reads nothing again when nothing changed between the reads and the stream', () => {
    const { revisions, readAgain } = setup();
    revisions.answered(at(10));
    revisions.answered(null);
    revisions.streamReady(at(10));
    // Reads begun after `ready` are as new as it, or newer.
    revisions.answered(at(11));
    expect(readAgain()).toBe(0);
  });

  it('names the counters that moved, so only what they cover is read again', () => {
    const revisions = createAnswerRevisions();
    const told: unknown[] = [];
    revisions.onBehind((moved) => told.push(moved));
    revisions.answered(at(10, 5));
    // A colleague's show elsewhere in the station: the schedule's counter alone moved.
    revisions.streamReady(at(11, 5));
    expect(told).toEqual([['schedule']]);
  });

  it('compares the oldest answer, counter by counter', () => {
    const { revisions, readAgain } = setup();
    revisions.answered(at(10, 6));
    revisions.answered(at(11, 5));
    revisions.streamReady(at(11, 6));
    expect(readAgain()).toBe(1);
  });

  it('reads again when a read begun before `ready` is answered behind it', () => {
    const { revisions, readAgain } = setup();
    revisions.streamReady(at(12));
    revisions.answered(at(11));
    expect(readAgain()).toBe(1);
  });

  it('reads again when `ready` names no counters and something was read before it', () => {
    const { revisions, readAgain } = setup();
    revisions.streamReady(null);
    expect(readAgain()).toBe(0);
    revisions.streamStopped();
    revisions.answered(at(10));
    revisions.streamReady(null);
    expect(readAgain()).toBe(1);
  });

  it("compares only a stream's first `ready`, and starts afresh with the next stream", () => {
    const { revisions, readAgain } = setup();
    revisions.answered(at(10));
    revisions.streamReady(at(10));
    // A reconnection: the stream itself has everything read again (onMissed).
    revisions.streamReady(at(14));
    expect(readAgain()).toBe(0);
    // Signed out and in again: the new stream compares what was read before it.
    revisions.streamStopped();
    revisions.answered(at(15));
    revisions.streamReady(at(16));
    expect(readAgain()).toBe(1);
  });

  it('stops telling a listener that left', () => {
    const revisions = createAnswerRevisions();
    let told = 0;
    const stop = revisions.onBehind(() => told++);
    stop();
    revisions.answered(at(1));
    revisions.streamReady(at(2));
    expect(told).toBe(0);
  });
});
