import ChevronDown from 'lucide-react/icons/chevron-down';
import type { ComponentProps } from 'react';
import { Avatar } from '../components/ui/avatar';
import { shell } from '../i18n/namespaces/shell';
import { useT } from '../i18n/use-t';

type Props = ComponentProps<'button'> & { name: string; avatarUrl: string | null };

/**
 * The user menu's button: the avatar and name. Drawn by the menu once its code is here and, until
 * then, by the stand-in that holds its place (components/deferred-popup.tsx).
 */
export function UserMenuButton({ name, avatarUrl, ...props }: Props) {
  const t = useT(shell);
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-label={t('shell:userMenu.label', { name })}
      className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-[state=open]:bg-slate-100"
      {...props}
    >
      <Avatar src={avatarUrl} name={name} className="size-8 text-xs" />
      {/* Between 1024 and 1280 px the views share the bar's row: the avatar alone says who. */}
      <span className="hidden max-w-40 truncate sm:inline lg:max-xl:hidden">{name}</span>
      {/* Phones: the bell shares the one row; the avatar alone says it is a menu. */}
      <ChevronDown aria-hidden className="size-4 text-slate-400 max-sm:hidden" />
    </button>
  );
}
