import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { isCivilDate, weekIdOf } from '../../../../shared/schedule/week';

/**
 * The week on screen lives in the address (/schedule?week=2026-11-22), so reload and Back keep
 * it. Any date names the week holding it; without one the current week is shown.
 */
export function useWeekParam(currentWeekId: string | null) {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const raw = params.get('week');
  const weekId = raw && isCivilDate(raw) ? weekIdOf(raw) : currentWeekId;
  const goToWeek = useCallback(
    (id: string) => navigate(`/schedule?week=${encodeURIComponent(id)}`),
    [navigate],
  );
  return { weekId, goToWeek };
}
