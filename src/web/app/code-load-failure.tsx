import { ReloadFailure } from '../components/ui/load-states';

/**
 * When a part of the app's code cannot be downloaded: the connection dropped, or the station
 * installed a new version and the old file names are gone. Reloading fetches the current files.
 */
export function CodeLoadFailure() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <ReloadFailure
        title="This page could not be loaded."
        detail="Check the connection, then reload the page. If the station has just been updated, reloading fetches the new version."
      />
    </div>
  );
}
