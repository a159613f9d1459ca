import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ProfileWithNotice } from '../../server/features/profiles/profiles.service';
import { apiFetch } from './api-client';
import { useAuth } from './auth-context';
import { profileQueryKey } from './query-keys';
import { ClockContext, resolveClock } from './use-clock';

/**
 * Reads the member's clock once for the whole signed-in app, from the profile query the app
 * shell loads anyway (same key, so no extra request), and a saved choice re-renders every
 * screen. One reader, not one per block: a week's grid draws hundreds of times.
 */
export function ClockProvider({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const profile = useQuery({
    // The profile feature's key and request: this reads the answer the app shell has loaded.
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => apiFetch<ProfileWithNotice>('/api/profile', { signal }),
    enabled: status === 'signed-in',
    select: (answer) => resolveClock(answer.profile.timeFormat, answer.profile.language),
  });
  const clock = profile.data ?? resolveClock(null, null);
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}
