import { Link, useLocation } from 'wouter';
import { shell } from '../i18n/namespaces/shell';
import { useT } from '../i18n/use-t';
import { cn } from '../lib/cn';
import { useAccess } from '../lib/use-access';
import { fillInsPage, managerPages, myShowsPage, navPages, reportsPage } from './pages';
import { PhoneNavMenu } from './phone-nav-menu';
import { isCurrentPage } from './current-page';

/** Small-tablet columns for the bar's entries: one row up to five, else two even rows. */
const PHONE_COLUMNS: Record<number, string> = {
  4: 'grid-cols-4',
  5: 'grid-cols-5',
  6: 'grid-cols-3',
  7: 'grid-cols-4',
};

/**
 * The views of the top bar; the current one is marked for sight and for screen readers. Members
 * linked to a DJ entry also get My Shows; they and station managers get Fill-ins; station managers
 * get Team (with the count of accounts waiting for approval). Rare pages (Station Settings, Reports) are in the user menu beside Activity, so
 * the bar stays one row from 1024 px for every role; the phone's menu lists them all.
 */
export function TopNav({ className }: { className?: string }) {
  const [path] = useLocation();
  const t = useT(shell);
  const { can, access } = useAccess();
  const manager = can('team.manage');
  const linked = (access?.ownDjIds.length ?? 0) > 0;
  const pages = [
    ...navPages,
    ...(linked ? [myShowsPage] : []),
    ...(linked || manager ? [fillInsPage] : []),
    ...(manager ? managerPages : []),
    ...(access?.reportsOpen ? [reportsPage] : []),
  ];
  const waiting = manager ? (access?.waitingCount ?? 0) : 0;
  const barPages = pages.filter((page) => !page.rare);
  // The bar is at most 1280 px wide (the page's width). Six links fit one row beside the logo
  // and the user menu with their icons from 1280 px, without them below; seven (a linked
  // manager's) only without them, at any width.
  const iconsHidden = barPages.length > 6 ? 'lg:hidden' : 'lg:max-xl:hidden';
  return (
    // Shrinkable: beside the logo and the user menu, the links wrap rather than widen the page.
    <nav aria-label={t('shell:nav.main')} className={cn('min-w-0', className)}>
      <div className="sm:hidden">
        <PhoneNavMenu pages={pages} waiting={waiting} />
      </div>
      {/* Small tablets: equal cells, icon over label; wider screens: one row. */}
      <ul className={cn('grid gap-1 max-sm:hidden lg:flex', PHONE_COLUMNS[barPages.length])}>
        {barPages.map(({ path: href, label, icon: Icon }) => {
          const current = isCurrentPage(path, href);
          return (
            // From 1024 px a link keeps its longest word and wraps the rest ("Show / Library")
            // when a longer language's labels do not fit one row beside the user menu.
            <li key={href} className="min-w-0 lg:min-w-min">
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex flex-col items-center gap-1 rounded-lg px-1 py-1.5 text-center text-xs leading-tight font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 lg:flex-row lg:gap-2 lg:px-2 lg:py-2 lg:text-sm',
                  current
                    ? 'bg-indigo-50 text-indigo-700'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                )}
              >
                <Icon aria-hidden className={cn('size-4', iconsHidden)} />
                {t(label)}
                {href === '/team' && waiting > 0 ? (
                  <span className="rounded-full bg-amber-500 px-1.5 text-xs leading-5 font-semibold text-white">
                    {waiting}
                    <span className="sr-only"> {t('shell:nav.waiting')}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
