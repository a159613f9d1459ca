import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type { CivilDate } from '../../../../../shared/schedule/week';
import { ApiError } from '../../../../lib/api-error';
import { series } from '../../../../i18n/namespaces/series';
import { useT } from '../../../../i18n/use-t';
import { latestEndDate, seriesFormSchemaFor, type SeriesFormValues } from '../../series-form';

/** The server's field names (of the rule) as the form's. */
const SERVER_FIELDS: Record<string, FieldPath<SeriesFormValues>> = {
  interval: 'interval',
  count: 'additional',
  endDate: 'endDate',
  endType: 'endType',
  seasonId: 'endType',
};

/**
 * The rule form of Create Recurring Series and Edit Series: its end date bounded by the series'
 * start and six months from today, and a way to mark the fields a refused save names.
 */
export function useSeriesForm(
  startDate: CivilDate,
  today: string,
  defaultValues: (latestEndDate: CivilDate) => SeriesFormValues,
) {
  const t = useT(series);
  const latest = latestEndDate(today);
  const bounds = useMemo(() => ({ startDate, latestEndDate: latest }), [startDate, latest]);
  const schema = useMemo(() => seriesFormSchemaFor(bounds, t), [bounds, t]);
  const form = useForm<SeriesFormValues>({
    // A refusal shows at its field as it is typed (31 more occurrences), not first at Save.
    mode: 'onChange',
    resolver: zodResolver(schema),
    defaultValues: defaultValues(latest),
  });
  const markRefusedFields = (error: unknown) => {
    if (!(error instanceof ApiError) || !error.fields) return;
    for (const [path, message] of Object.entries(error.fields)) {
      const field = SERVER_FIELDS[path.split('.').at(-1) ?? ''];
      if (field) form.setError(field, { message });
    }
  };
  return { form, bounds, markRefusedFields };
}
