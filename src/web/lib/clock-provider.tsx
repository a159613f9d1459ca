import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAuth } from './auth-context';
import { profileQuery } from './profile-query';
import { ClockContext, resolveClock } from './use-clock';

/**
 * Reads the member's clock once for the whole signed-in app, from the profile query the app
 * shell loads anyway (same key, so no extra request), and a saved choice re-renders every
 * screen. One reader, not one per block: a week's grid draws hundreds of times.
 */
export function ClockProvider({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const profile = useQuery({
    // The same query as the profile's other readers: this reads the answer the app has loaded.
    ...profileQuery,
    enabled: status === 'signed-in',
    select: (answer) => resolveClock(answer.profile.timeFormat, answer.profile.language),
  });
  const clock = profile.data ?? resolveClock(null, null);
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}
