import CalendarDays from 'lucide-react/icons/calendar-days';
import Mail from 'lucide-react/icons/mail';
import Shield from 'lucide-react/icons/shield';
import type { ReactNode } from 'react';
import { RoleBadge } from '../../../components/role-badge';
import { ZonedTime } from '../../../components/zoned-time';
import { profile as profileTexts } from '../../../i18n/namespaces/profile';
import { useT } from '../../../i18n/use-t';
import { useViewerZone } from '../../../lib/use-viewer-zone';

/** The read-only facts of the account: e-mail, role and member-since date. */
export function AccountDetails({
  email,
  role,
  createdAt,
}: {
  email: string;
  role: string;
  createdAt: string;
}) {
  const { timeZone } = useViewerZone();
  const t = useT(profileTexts);
  return (
    <section
      aria-labelledby="account-details-title"
      className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <h3 id="account-details-title" className="text-sm font-semibold text-slate-900">
        {t('profile:details.title')}
      </h3>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
        <Detail icon={<Mail aria-hidden className="size-4" />} term={t('profile:details.email')}>
          <span className="break-all">{email}</span>
        </Detail>
        <Detail icon={<Shield aria-hidden className="size-4" />} term={t('profile:details.role')}>
          <RoleBadge role={role} />
        </Detail>
        <Detail
          icon={<CalendarDays aria-hidden className="size-4" />}
          term={t('profile:details.memberSince')}
        >
          <ZonedTime value={createdAt} timeZone={timeZone} format="date" />
        </Detail>
      </dl>
    </section>
  );
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-slate-500 uppercase">
        {icon}
        {term}
      </dt>
      <dd className="mt-1 font-medium text-slate-900">{children}</dd>
    </div>
  );
}
