import { describe, expect, it, vi } from 'vitest';
import { lazyCheck } from './lazy-check';

describe('lazyCheck', () => {
  it('fetches the check once, however often it is asked for, and keeps it', async () => {
    const load = vi.fn(async () => 'the schema');
    const check = lazyCheck(load);
    expect(check.current()).toBeNull();
    const [first, second] = await Promise.all([check.fetch(), check.fetch()]);
    expect([first, second, check.current()]).toEqual(['the schema', 'the schema', 'the schema']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers null when the download fails, and asks again next time', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('the schema');
    const check = lazyCheck(load);
    expect(await check.fetch()).toBeNull();
    expect(check.current()).toBeNull();
    expect(await check.fetch()).toBe('the schema');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
