import type { FieldValues, Resolver } from 'react-hook-form';
import { lazyCheck } from './lazy-check';

export type LazyResolver<I extends FieldValues, O> = Resolver<I, unknown, O> & {
  /** Starts (or joins) the download of the checks, e.g. once the page has painted. */
  preload: () => Promise<void>;
};

/**
 * A form's resolver whose checks (the form's schema, and with it zod, ~25 KB gzip) are fetched
 * when the form first validates, or earlier through `preload`, instead of with the page that
 * draws the form (decision 0069): a form on the first screen needs its fields to paint, not its
 * checks. Until they are here, a validation waits for them. If they cannot be fetched, the values
 * go as typed: the server checks every field with the same schema and its answer names the
 * fields it refuses (showServerFieldErrors); the next validation asks for the checks again.
 */
export function lazyResolver<I extends FieldValues, O>(
  load: () => Promise<Resolver<I, unknown, O>>,
): LazyResolver<I, O> {
  const checks = lazyCheck(load);
  const resolver: Resolver<I, unknown, O> = async (values, context, options) => {
    const here = await checks.fetch();
    if (here) return here(values, context, options);
    return { values: values as unknown as O, errors: {} };
  };
  return Object.assign(resolver, { preload: async () => void (await checks.fetch()) });
}
