import { ReloadFailure } from '../components/ui/load-states';
import { shell } from '../i18n/namespaces/shell';
import { useT } from '../i18n/use-t';

/**
 * When a part of the app's code cannot be downloaded: the connection dropped, or the station
 * installed a new version and the old file names are gone. Reloading fetches the current files.
 */
export function CodeLoadFailure() {
  const t = useT(shell);
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <ReloadFailure title={t('shell:codeLoad.title')} detail={t('shell:codeLoad.detail')} />
    </div>
  );
}
