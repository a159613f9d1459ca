import { useLanguage } from '../../../i18n/language-context';
import type { LucideIcon } from 'lucide-react';
import CalendarRange from 'lucide-react/icons/calendar-range';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import FilePen from 'lucide-react/icons/file-pen';
import UserRoundX from 'lucide-react/icons/user-round-x';
import { dashboard } from '../../../i18n/namespaces/dashboard';
import { useT } from '../../../i18n/use-t';
import type { DashboardStats } from '../../../../shared/schemas/schedule';
import { cn } from '../../../lib/cn';
import { formatTotalHours } from '../dashboard-view';
import { statCardHints, totalHoursNote } from '../stat-card-texts';

type Card = {
  label: string;
  value: string;
  hint: string;
  /** A second line where the figure needs explaining (real airtime across clock changes). */
  note?: string | null;
  icon: LucideIcon;
  tone: string;
};

/** The four totals (SPEC.md §2): Total Weeks, Finalized, Drafts, Total Hours (whole hours). */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const language = useLanguage();
  const t = useT(dashboard);
  const hints = statCardHints(stats, t);
  const cards: Card[] = [
    {
      label: t('dashboard:stat.totalWeeks'),
      value: stats.totalWeeks.toLocaleString('en-US'),
      hint: hints.totalWeeks,
      icon: CalendarRange,
      tone: 'bg-indigo-50 text-indigo-600',
    },
    {
      label: t('dashboard:stat.finalized'),
      value: stats.finalizedWeeks.toLocaleString('en-US'),
      hint: hints.finalized,
      icon: CheckCircle2,
      tone: 'bg-emerald-50 text-emerald-600',
    },
    {
      label: t('dashboard:stat.drafts'),
      value: stats.draftWeeks.toLocaleString('en-US'),
      hint: hints.drafts,
      icon: FilePen,
      tone: 'bg-blue-50 text-blue-600',
    },
    {
      label: t('dashboard:stat.totalHours'),
      value: formatTotalHours(stats.totalScheduledHours, language),
      hint: hints.totalHours,
      note: totalHoursNote(stats, t),
      icon: Clock,
      tone: 'bg-amber-50 text-amber-600',
    },
  ];
  return (
    <ul
      aria-label={t('dashboard:stats')}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
    >
      {cards.map(({ label, value, hint, note, icon: Icon, tone }) => (
        <li
          key={label}
          className="flex items-start gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:gap-4 sm:p-5"
        >
          <span
            className={cn(
              'hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex',
              tone,
            )}
          >
            <Icon aria-hidden className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-600">{label}</p>
            <p className="mt-1 text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-3xl">
              {value}
            </p>
            <p className="mt-1 text-xs text-slate-500">{hint}</p>
            {note ? (
              <p data-testid="airtime-note" className="mt-1 text-xs text-sky-700">
                {note}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The DJ double-bookings over all weeks, under the four spec cards (which stay four): shown only
 * while there are any, as each week's row carries its own mark.
 */
export function DjClashStat({ stats }: { stats: DashboardStats }) {
  const t = useT(dashboard);
  if (stats.djClashes === 0) return null;
  return (
    <p
      data-testid="dj-clash-stat"
      className="flex items-center gap-2 rounded-lg bg-violet-50 px-4 py-2 text-sm font-medium text-violet-900 ring-1 ring-violet-200"
    >
      <UserRoundX aria-hidden className="size-4 shrink-0 text-violet-600" />
      {t('dashboard:djClashStat', { clashes: stats.djClashes, weeks: stats.djClashWeeks })}
    </p>
  );
}
