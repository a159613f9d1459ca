import { useEffect, useMemo, useState } from 'react';
import { BANNER_MS } from '../../../../shared/constants/limits';

export type Banner = { type: 'success' | 'error'; text: string };

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
      success: (text: string) => setBanner({ type: 'success', text }),
      error: (text: string) => setBanner({ type: 'error', text }),
      clear: () => setBanner(null),
    }),
    [],
  );
  return { banner, ...actions };
}

export type BannerActions = Omit<ReturnType<typeof useBanner>, 'banner'>;
