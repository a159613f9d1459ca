import { useEffect, useMemo, useState } from 'react';
import { BANNER_MS } from '../../../../shared/constants/limits';
import type { KeyOf } from '../../../i18n/translate';

/**
 * A message as text (a server's answer, a tab not yet in the catalogs) or as a catalog key, read
 * when drawn: a confirmation of a new language reads in that language.
 */
export type BannerMessage = string | { key: KeyOf<'profile'> };
export type Banner = { type: 'success' | 'error'; message: BannerMessage };

/** The settings page's message line: one message at a time, gone after 5 s (SPEC.md §2). */
export function useBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]); // a new message (a new object) restarts the 5 s

  const actions = useMemo(
    () => ({
      success: (message: BannerMessage) => setBanner({ type: 'success', message }),
      error: (message: BannerMessage) => setBanner({ type: 'error', message }),
      clear: () => setBanner(null),
    }),
    [],
  );
  return { banner, ...actions };
}

export type BannerActions = Omit<ReturnType<typeof useBanner>, 'banner'>;
