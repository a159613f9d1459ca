import ChevronDown from 'lucide-react/icons/chevron-down';
import Download from 'lucide-react/icons/download';
import type { ComponentProps } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { exchange } from '../../../i18n/namespaces/exchange';
import { useT } from '../../../i18n/use-t';

/**
 * The Export menu's button. Drawn by the menu once its code is here and, until then, by the
 * stand-in that holds its place (components/deferred-popup.tsx).
 */
export function ExportButton({
  busy = false,
  ...props
}: ComponentProps<'button'> & { busy?: boolean }) {
  const t = useT(exchange);
  return (
    <button
      type="button"
      title={t('exchange:action.export')}
      aria-haspopup="menu"
      className={cn(buttonClasses('ghost', 'sm'), 'data-[state=open]:bg-slate-100')}
      {...props}
    >
      {busy ? <Spinner className="size-4" /> : <Download aria-hidden className="size-4" />}
      {t('exchange:action.export')}
      <ChevronDown aria-hidden className="size-3.5 text-slate-400" />
    </button>
  );
}
