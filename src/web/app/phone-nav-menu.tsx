import Menu from 'lucide-react/icons/menu';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import { useLocation } from 'wouter';
import { MenuItem, MenuPanel } from '../components/ui/dropdown-menu';
import type { PageDef } from './pages';

/**
 * The top bar's views on a phone: one "Menu" button instead of a second and third row of links,
 * so the bar stays one row at 390 px. The current page is marked as in the wide bar.
 */
export function PhoneNavMenu({ pages, waiting }: { pages: readonly PageDef[]; waiting: number }) {
  const [path, navigate] = useLocation();
  const current = pages.find((page) => page.path === path);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={current ? `Menu, ${current.label}` : 'Menu'}
        className="flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-[state=open]:bg-slate-100"
      >
        <Menu aria-hidden className="size-5" />
        {/* The narrowest phones keep the icon alone: the bar must stay one row. */}
        <span className="max-[380px]:hidden">Menu</span>
        {waiting > 0 ? <span aria-hidden className="size-2 rounded-full bg-amber-500" /> : null}
      </DropdownMenu.Trigger>
      <MenuPanel align="end" sideOffset={8} className="w-64 max-w-[calc(100vw-1rem)]">
        {pages.map(({ path: href, label, icon: Icon }) => {
          const here = href === path;
          return (
            <MenuItem
              key={href}
              tall
              onSelect={() => navigate(href)}
              aria-current={here ? 'page' : undefined}
              className={here ? 'bg-indigo-50 font-medium text-indigo-700' : undefined}
            >
              <Icon aria-hidden className="size-4" />
              {label}
              {href === '/team' && waiting > 0 ? (
                <span className="ml-auto rounded-full bg-amber-500 px-1.5 text-xs leading-5 font-semibold text-white">
                  {waiting}
                  <span className="sr-only"> waiting for approval</span>
                </span>
              ) : null}
            </MenuItem>
          );
        })}
      </MenuPanel>
    </DropdownMenu.Root>
  );
}
