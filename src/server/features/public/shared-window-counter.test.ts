import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { useStarted } from '../../test/use-test-app';
import { sharedWindowCounter } from './shared-window-counter';

const database = useStarted(createTestDatabase, (d) => d.drop());

describe('request counts shared by server processes', () => {
  it('counts at once in one process and adds up every process once shared', async () => {
    const first = sharedWindowCounter(database.db, 60);
    const second = sharedWindowCounter(database.db, 60);
    expect(first.hit('a').count).toBe(1);
    expect(first.hit('a').count).toBe(2);
    expect(second.hit('a').count).toBe(1);
    expect(first.hit('b').count).toBe(1);
    await first.share();
    await second.share();
    // The second process has learnt of the first's two requests, and its own one is counted once.
    expect(second.hit('a')).toMatchObject({ count: 4 });
    await second.share();
    await first.share();
    expect(first.hit('a').count).toBe(5);
    expect(first.hit('a').retryAfterSeconds).toBeLessThanOrEqual(60);
  });
});
