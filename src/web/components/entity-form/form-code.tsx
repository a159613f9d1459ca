import { ReloadFailure } from '../ui/load-states';
import { Spinner } from '../ui/spinner';
import { common } from '../../i18n/namespaces/common';
import { useT } from '../../i18n/use-t';

/** In a dialog while its form's code arrives (the forms library and its checks). */
function FormLoading() {
  const t = useT(common);
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-sm text-slate-500">
      <Spinner /> {t('common:form.loading')}
    </p>
  );
}

function FormLoadFailure() {
  const t = useT(common);
  return <ReloadFailure title={t('common:form.failed')} detail={t('common:reloadDetail')} />;
}

/**
 * For preloadableLazy: a form fetched when its dialog opens, not with the page (decision 0058):
 * the forms library and the form's checks are ~15 KB gzip a page does not need to paint.
 */
export const formCode = { Loading: FormLoading, Failed: FormLoadFailure };
