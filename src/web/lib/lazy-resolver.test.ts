import { describe, expect, it, vi } from 'vitest';
import type { Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;
const refusing: Resolver<Values, unknown, Values> = (values): ResolverResult<Values> => {
  if (values.name) return { values, errors: {} };
  return { values: {}, errors: { name: { type: 'too_small', message: 'Required' } } };
};

describe('lazyResolver', () => {
  it('fetches the checks once, on the first validation, and validates with them', async () => {
    const load = vi.fn(() => Promise.resolve(refusing));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    const refused = await resolver({ name: '' }, undefined, options);
    expect(refused.errors).toEqual({ name: { type: 'too_small', message: 'Required' } });
    expect(await resolver({ name: 'Ada' }, undefined, options)).toEqual({
      values: { name: 'Ada' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a preload fetches them before the first validation, and the validation waits for none', async () => {
    const load = vi.fn(() => Promise.resolve(refusing));
    const resolver = lazyResolver(load);
    await resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ name: '' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes the values as typed while the checks cannot be fetched, and asks again next time', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values, unknown, Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(refusing);
    const resolver = lazyResolver(load);

    // The server checks the same fields and names the ones it refuses.
    expect(await resolver({ name: '' }, undefined, options)).toEqual({
      values: { name: '' },
      errors: {},
    });
    expect((await resolver({ name: '' }, undefined, options)).errors).toHaveProperty('name');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
