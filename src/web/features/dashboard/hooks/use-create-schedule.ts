import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { dateInZone } from '../../../../shared/schedule/week';
import { useToast } from '../../../components/ui/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { weekQueryKey, weeksQueryKey } from '../../../lib/query-keys';
import { usePublicConfig } from '../../../lib/use-public-config';
import { openWeek } from '../api/dashboard-api';
import { dashboard } from '../../../i18n/namespaces/dashboard';
import { useT } from '../../../i18n/use-t';
import { createScheduleWeekId, scheduleHref } from '../dashboard-view';

/**
 * "Create Schedule": the week one week from today in the station's zone is opened (created as not
 * started if it is new) and shown in the schedule screen. Unavailable until the zone is known.
 */
export function useCreateSchedule() {
  const config = usePublicConfig();
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useT(dashboard);
  const [, navigate] = useLocation();
  const timeZone = config.data?.stationTimeZone;

  const mutation = useMutation({
    mutationFn: (zone: string) => openWeek(createScheduleWeekId(dateInZone(new Date(), zone))),
    onSuccess: (week) => {
      queryClient.setQueryData(weekQueryKey(week.id), week);
      void queryClient.invalidateQueries({ queryKey: weeksQueryKey });
      navigate(scheduleHref(week.id));
    },
    onError: (error) => toast.error(t('dashboard:error.create'), errorMessage(error)),
  });

  return {
    ready: timeZone !== undefined,
    isPending: mutation.isPending,
    create: () => {
      if (timeZone) mutation.mutate(timeZone);
    },
  };
}
