import { useEffect } from 'react';
import type { LucideIcon } from 'lucide-react';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** The panel a dropdown menu opens; the caller gives its width. */
export function MenuPanel({ className, ...props }: ComponentProps<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        {...props}
        className={cn(
          'z-50 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-slate-200 data-[state=open]:animate-menu-in',
          className,
        )}
      />
    </DropdownMenu.Portal>
  );
}

type MenuItemProps = ComponentProps<typeof DropdownMenu.Item> & {
  /** Drawn before the text, muted unless the item is dangerous. */
  icon?: LucideIcon;
  danger?: boolean;
  /** Finger-sized rows (the phone's menu). */
  tall?: boolean;
};

/** One row of a dropdown menu: an optional icon and its text. */
export function MenuItem({
  icon: Icon,
  danger,
  tall,
  className,
  children,
  ...props
}: MenuItemProps) {
  return (
    <DropdownMenu.Item
      {...props}
      className={cn(
        'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900',
        tall ? 'py-2.5' : 'py-2',
        danger && 'text-red-600 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-700',
        className,
      )}
    >
      {Icon ? <Icon aria-hidden className={cn('size-4', !danger && 'text-slate-500')} /> : null}
      {children}
    </DropdownMenu.Item>
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />;
}

/**
 * A menu opened by a key on its stand-in (components/deferred-popup.tsx) puts the focus on its
 * first item, as Radix does when the key reaches its own trigger: the menu mounts open, after
 * the key, so Radix cannot tell. Call in the component that draws the menu, once.
 */
export function useFirstItemOnOpen(openedByKey: boolean) {
  useEffect(() => {
    if (!openedByKey) return;
    // Radix draws the menu's portal a render later and focuses the menu itself: after that.
    let frames = 0;
    const focusFirst = () => {
      const item = document.querySelector<HTMLElement>(
        '[role="menu"][data-state="open"] [role="menuitem"]',
      );
      if (item) item.focus();
      else if (++frames < 10) frame = requestAnimationFrame(focusFirst);
    };
    let frame = requestAnimationFrame(focusFirst);
    return () => cancelAnimationFrame(frame);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- how it opened, taken over once
}
