import CheckCircle2 from 'lucide-react/icons/circle-check';
import X from 'lucide-react/icons/x';
import XCircle from 'lucide-react/icons/circle-x';
import { useEffect, useRef } from 'react';
import { cn } from '../../../lib/cn';
import type { Banner } from '../hooks/use-banner';
import { profile as profileTexts } from '../../../i18n/namespaces/profile';
import { useT } from '../../../i18n/use-t';

/**
 * The success or error line above the settings forms. The live region is always present, so a
 * message that appears in it is read out; it is scrolled into view, since the button that
 * caused it is often at the bottom of a long form.
 */
export function StatusBanner({
  banner,
  onDismiss,
}: {
  banner: Banner | null;
  onDismiss: () => void;
}) {
  const region = useRef<HTMLDivElement>(null);
  const t = useT(profileTexts);
  useEffect(() => {
    if (banner) region.current?.scrollIntoView({ block: 'nearest' });
  }, [banner]);
  const Icon = banner?.type === 'error' ? XCircle : CheckCircle2;
  return (
    <div ref={region} aria-live="polite" aria-atomic="true">
      {banner ? (
        <div
          role={banner.type === 'error' ? 'alert' : 'status'}
          className={cn(
            'mb-6 flex items-start gap-3 rounded-lg border p-4 text-sm',
            banner.type === 'error'
              ? 'border-red-200 bg-red-50 text-red-800'
              : 'border-emerald-200 bg-emerald-50 text-emerald-800',
          )}
        >
          <Icon
            aria-hidden
            className={cn(
              'mt-0.5 size-5 shrink-0',
              banner.type === 'error' ? 'text-red-600' : 'text-emerald-600',
            )}
          />
          <p className="flex-1 font-medium">
            {typeof banner.message === 'string' ? banner.message : t(banner.message.key)}
          </p>
          <button
            type="button"
            onClick={onDismiss}
            className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <X aria-hidden className="size-4" />
            <span className="sr-only">{t('profile:dismiss')}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
