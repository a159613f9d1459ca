import { Fragment, type ReactNode } from 'react';
import type { StationSettings } from '../../../../shared/team/station-settings';
import { LoadFailure, LoadingLine } from '../../../components/ui/load-states';
import { useStationSettings } from '../hooks/use-team';

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
  const settings = useStationSettings();
  if (settings.isPending) return <LoadingLine text="Loading the settings…" />;
  if (settings.isError) {
    return (
      <LoadFailure
        title="The settings could not be loaded."
        detail={settings.error.message}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }
  const key = resetOn.map((name) => String(settings.data[name])).join('|');
  return <Fragment key={key}>{children(settings.data)}</Fragment>;
}
