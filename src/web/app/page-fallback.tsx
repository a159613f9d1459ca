import { Spinner } from '../components/ui/spinner';
import { shell } from '../i18n/namespaces/shell';
import { useT } from '../i18n/use-t';

/** While a page's code arrives; short, so it stays quiet. */
export function PageFallback() {
  const t = useT(shell);
  return (
    <p role="status" className="flex items-center gap-2 py-16 text-sm text-slate-500">
      <Spinner /> {t('shell:page.loading')}
    </p>
  );
}
