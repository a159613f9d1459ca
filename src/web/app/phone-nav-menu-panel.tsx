import * as DropdownMenu from 'radix-ui/dropdown-menu';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { DeferredPopupProps } from '../components/deferred-popup';
import { useFirstItemOnOpen, MenuItem, MenuPanel } from '../components/ui/dropdown-menu';
import { shell } from '../i18n/namespaces/shell';
import { useT } from '../i18n/use-t';
import { isCurrentPage } from './current-page';
import { PhoneNavButton, type PhoneNavMenuProps } from './phone-nav-button';

/**
 * The top bar's views on a phone: one "Menu" button instead of a second and third row of links,
 * so the bar stays one row at 390 px. The current page is marked as in the wide bar. Fetched
 * after the page has painted (./phone-nav-menu.tsx).
 */
export function PhoneNavMenuPanel({
  pages,
  waiting,
  defaultOpen,
  focusTrigger,
  openedByKey,
}: PhoneNavMenuProps & DeferredPopupProps) {
  useFirstItemOnOpen(openedByKey);
  const [path, navigate] = useLocation();
  const t = useT(shell);
  const current = pages.find((page) => isCurrentPage(path, page.path));
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger && !defaultOpen) triggerRef.current?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- the stand-in's focus, taken over once
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <PhoneNavButton
          ref={triggerRef}
          label={current ? t(current.label) : undefined}
          waiting={waiting}
        />
      </DropdownMenu.Trigger>
      <MenuPanel align="end" sideOffset={8} className="w-64 max-w-[calc(100vw-1rem)]">
        {pages.map(({ path: href, label, icon: Icon }) => {
          const here = isCurrentPage(path, href);
          return (
            <MenuItem
              key={href}
              tall
              onSelect={() => navigate(href)}
              aria-current={here ? 'page' : undefined}
              className={here ? 'bg-indigo-50 font-medium text-indigo-700' : undefined}
            >
              <Icon aria-hidden className="size-4" />
              {t(label)}
              {href === '/team' && waiting > 0 ? (
                <span className="ml-auto rounded-full bg-amber-500 px-1.5 text-xs leading-5 font-semibold text-white">
                  {waiting}
                  <span className="sr-only"> {t('shell:nav.waiting')}</span>
                </span>
              ) : null}
            </MenuItem>
          );
        })}
      </MenuPanel>
    </DropdownMenu.Root>
  );
}
