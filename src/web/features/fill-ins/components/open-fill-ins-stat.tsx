import HandHelping from 'lucide-react/icons/hand-helping';
import { Link } from 'wouter';
import { fillIns } from '../../../i18n/namespaces/fill-ins';
import { useT } from '../../../i18n/use-t';
import { useOpenFillIns } from '../hooks/use-open-fill-ins';

/**
 * The dashboard's "Open fill-ins": how many requests wait (for a manager every one, for a DJ the
 * ones they can take), how many are close to airtime, and the way to the Fill-ins page.
 */
export function OpenFillInsStat() {
  const t = useT(fillIns);
  const open = useOpenFillIns();
  if (!open || open.count === 0) return null;
  return (
    <p
      data-testid="open-fill-ins"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-sky-50 px-4 py-2 text-sm text-sky-900 ring-1 ring-sky-200"
    >
      <HandHelping aria-hidden className="size-4 shrink-0 text-sky-700" />
      <span className="font-medium">
        {t(open.more ? 'fillIns:dashboard.openMore' : 'fillIns:dashboard.open', {
          count: open.count,
        })}
      </span>
      {open.escalated > 0 ? (
        <span className="font-medium text-red-700">
          {t('fillIns:dashboard.escalated', { count: open.escalated })}
        </span>
      ) : null}
      <Link href="/fill-ins" className="ml-auto font-medium text-indigo-700 hover:underline">
        {t('fillIns:dashboard.link')}
      </Link>
    </p>
  );
}
