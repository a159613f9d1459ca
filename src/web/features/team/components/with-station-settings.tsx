import { Fragment, type ReactNode } from 'react';
import type { StationSettings } from '../../../../shared/team/station-settings';
import { LoadFailure, LoadingLine } from '../../../components/ui/load-states';
import { useStationSettings } from '../hooks/use-team';
import { settings } from '../../../i18n/namespaces/settings';
import { useT } from '../../../i18n/use-t';

/**
 * The station settings once loaded, for each Station Settings section: while loading a line,
 * on failure the error with Retry, then the section's own content for the saved settings.
 * `resetOn` names the settings the content edits: when one of them changes (a save, a colleague's
 * save read anew) the content starts over from the saved values.
 */
export function WithStationSettings({
  resetOn = [],
  children,
}: {
  resetOn?: readonly (keyof StationSettings)[];
  children: (saved: StationSettings) => ReactNode;
}) {
  const t = useT(settings);
  const query = useStationSettings();
  if (query.isPending) return <LoadingLine text={t('settings:loading')} />;
  if (query.isError) {
    return (
      <LoadFailure
        title={t('settings:loadFailed')}
        detail={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const key = resetOn.map((name) => String(query.data[name])).join('|');
  return <Fragment key={key}>{children(query.data)}</Fragment>;
}
