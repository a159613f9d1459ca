import type { ReactNode } from 'react';
import type { StationSettings } from '../../../../shared/team/station-settings';
import { LoadFailure, LoadingLine } from '../../../components/ui/load-states';
import { useStationSettings } from '../hooks/use-team';

/**
 * The station settings once loaded, for each Station Settings section: while loading a line,
 * on failure the error with Retry, then the section's own content for the saved settings.
 */
export function WithStationSettings({
  children,
}: {
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
  return <>{children(settings.data)}</>;
}
