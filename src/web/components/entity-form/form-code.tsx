import { ReloadFailure } from '../ui/load-states';
import { Spinner } from '../ui/spinner';

const TEXTS = {
  loading: 'Loading form...',
  failed: 'This form could not be loaded.',
  failedDetail:
    'Check the connection, then reload the page. If the station has just been updated, reloading fetches the new version.',
};

/** In a dialog while its form's code arrives (the forms library and its checks). */
function FormLoading() {
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-sm text-slate-500">
      <Spinner /> {TEXTS.loading}
    </p>
  );
}

function FormLoadFailure() {
  return <ReloadFailure title={TEXTS.failed} detail={TEXTS.failedDetail} />;
}

/**
 * For preloadableLazy: a form fetched when its dialog opens, not with the page (decision 0058):
 * the forms library and the form's checks are ~15 KB gzip a page does not need to paint.
 */
export const formCode = { Loading: FormLoading, Failed: FormLoadFailure };
