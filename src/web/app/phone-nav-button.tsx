import Menu from 'lucide-react/icons/menu';
import type { ComponentProps } from 'react';
import { shell } from '../i18n/namespaces/shell';
import { useT } from '../i18n/use-t';
import type { PageDef } from './pages';

export type PhoneNavMenuProps = { pages: readonly PageDef[]; waiting: number };

type Props = ComponentProps<'button'> & {
  /** The current page's name, read after "Menu". */
  label: string | undefined;
  /** People waiting for approval: a dot on the button. */
  waiting: number;
};

/**
 * The phone's "Menu" button. Drawn by the menu once its code is here and, until then, by the
 * stand-in that holds its place (components/deferred-popup.tsx).
 */
export function PhoneNavButton({ label, waiting, ...props }: Props) {
  const t = useT(shell);
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-label={label ? t('shell:menu.buttonFor', { page: label }) : t('shell:menu.button')}
      className="flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-[state=open]:bg-slate-100"
      {...props}
    >
      <Menu aria-hidden className="size-5" />
      {/* Phones up to 420 px keep the icon alone: beside the bell, the bar must stay one row. */}
      <span className="max-[420px]:hidden">{t('shell:menu.button')}</span>
      {waiting > 0 ? <span aria-hidden className="size-2 rounded-full bg-amber-500" /> : null}
    </button>
  );
}
