import { Link, useLocation } from 'wouter';
import { cn } from '../lib/cn';
import { useAccess } from '../lib/use-access';
import { myShowsPage, navPages } from './pages';

/** The views of the top bar (My Shows for members linked to a DJ entry); the current one is marked for sight and for screen readers. */
export function TopNav({ className }: { className?: string }) {
  const [path] = useLocation();
  const { access } = useAccess();
  const linked = (access?.ownDjIds.length ?? 0) > 0;
  const pages = linked ? [...navPages, myShowsPage] : navPages;
  return (
    <nav aria-label="Main" className={className}>
      {/* Phones: equal cells, icon over label; wider screens: one row. */}
      <ul className={cn('grid gap-1 lg:flex', pages.length > 4 ? 'grid-cols-5' : 'grid-cols-4')}>
        {pages.map(({ path: href, label, icon: Icon }) => {
          const current = path === href;
          return (
            <li key={href} className="min-w-0 lg:shrink-0">
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex flex-col items-center gap-1 rounded-lg px-1 py-1.5 text-center text-xs leading-tight font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 lg:flex-row lg:gap-2 lg:px-3 lg:py-2 lg:text-sm',
                  current
                    ? 'bg-indigo-50 text-indigo-700'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                )}
              >
                <Icon aria-hidden className="size-4" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
