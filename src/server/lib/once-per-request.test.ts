import { describe, expect, it } from 'vitest';
import { oncePerRequest } from './once-per-request';

describe('oncePerRequest', () => {
  it('reads once per request, and every time without one', async () => {
    let reads = 0;
    const read = oncePerRequest(async () => ++reads);
    const first = {};
    const second = {};
    expect(await read(first)).toBe(1);
    expect(await read(first)).toBe(1);
    expect(await read(second)).toBe(2);
    expect(await read(undefined)).toBe(3);
    expect(await read(undefined)).toBe(4);
    expect(await read(second)).toBe(2);
  });
});
