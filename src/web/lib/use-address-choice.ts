import { useCallback, useState } from 'react';
import { useSearchParams } from 'wouter';

/**
 * One of a few values kept in the page's address (/library?view=list&sort=dj), so a reload or
 * Back keeps it; the fallback leaves the address bare. Anything else in the address reads as the
 * fallback. The dashboard's filter and sort and the libraries' view and sort are kept this way.
 */
export function useAddressChoice<T extends string>(
  name: string,
  allowed: readonly T[],
  fallback: T,
): [T, (value: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = allowed.find((candidate) => candidate === raw) ?? fallback;
  const set = useCallback(
    (next: T) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === fallback) updated.delete(name);
          else updated.set(name, next);
          return updated;
        },
        { replace: true },
      ),
    [fallback, name, setParams],
  );
  return [value, set];
}

/**
 * A list setting kept in the address when `inAddress` (a full page), or in memory (a panel inside
 * another page, whose address belongs to that page).
 */
export function useListChoice<T extends string>(
  name: string,
  allowed: readonly T[],
  fallback: T,
  inAddress: boolean,
): [T, (value: T) => void] {
  const address = useAddressChoice(name, allowed, fallback);
  const memory = useState<T>(fallback);
  return inAddress ? address : memory;
}
