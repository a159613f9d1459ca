import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import type { ReactNode } from 'react';
import { Button } from './button';
import { common } from '../../i18n/namespaces/common';
import { useT } from '../../i18n/use-t';

/**
 * A one-line notice above a list about where its data comes from (sample or cached data), with
 * an optional way to try the server again.
 */
export function Notice({
  children,
  onRetry,
  retrying,
  action,
}: {
  children: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  /** Another way forward than trying again, e.g. a button that loads newer data. */
  action?: ReactNode;
}) {
  const t = useT(common);
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden className="size-4 shrink-0 text-amber-600" />
      <p className="flex-1 font-medium">{children}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
          {retrying ? t('common:trying') : t('common:tryAgain')}
        </Button>
      ) : null}
      {action}
    </div>
  );
}
