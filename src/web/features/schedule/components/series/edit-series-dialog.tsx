import { useQuery } from '@tanstack/react-query';
import { LoadFailure, LoadingLine } from '../../../../components/ui/load-states';
import { errorMessage } from '../../../../lib/api-error';
import { fetchSeries } from '../../api/series-api';
import { EditSeriesForm } from './edit-series-form';
import { SeriesDialog, type SeriesDialogProps } from './series-dialog';
import { useSeasons } from '../../../seasons/hooks/use-seasons';
import { series as seriesNs } from '../../../../i18n/namespaces/series';
import { useT } from '../../../../i18n/use-t';

/**
 * Edit Series on a date of a series: its rule, end, time and length, for this and the following
 * dates or for all (past weeks never change). The series is read afresh when the dialog opens.
 */
export function EditSeriesDialog({ weekId, block, today, open, onOpenChange }: SeriesDialogProps) {
  const t = useT(seriesNs);
  const seriesId = block?.recurringSeriesId ?? null;
  const series = useQuery({
    queryKey: ['series', seriesId],
    queryFn: ({ signal }) => fetchSeries(seriesId ?? '', signal),
    enabled: open && seriesId !== null,
    gcTime: 0,
  });
  // The form starts from the season the series ends with: it waits for the seasons (a failure to
  // read them leaves the choice out rather than the form).
  const seasons = useSeasons();
  return (
    <SeriesDialog
      block={block}
      open={open}
      onOpenChange={onOpenChange}
      title={t('series:edit.title')}
      description={t('series:edit.description')}
    >
      {!block ? null : series.data && !seasons.isPending ? (
        <EditSeriesForm
          key={`${block.id}:${series.dataUpdatedAt}`}
          weekId={weekId}
          block={block}
          series={series.data}
          today={today}
          onDone={() => onOpenChange(false)}
        />
      ) : series.isError ? (
        <LoadFailure
          title={t('series:edit.loadFailed')}
          detail={errorMessage(series.error)}
          onRetry={() => void series.refetch()}
          retrying={series.isFetching}
        />
      ) : (
        <LoadingLine text={t('series:edit.loading')} />
      )}
    </SeriesDialog>
  );
}
