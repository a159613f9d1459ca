import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { inputClasses } from './input';
import { common } from '../../i18n/namespaces/common';
import { useT } from '../../i18n/use-t';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & { id: string };

/**
 * A password input with a show/hide toggle. The toggle's name is its text content, not an
 * aria-label, so a search for the field by its label never finds the toggle too.
 */
export function PasswordInput({ className, id, ...props }: PasswordInputProps) {
  const t = useT(common);
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        id={id}
        type={visible ? 'text' : 'password'}
        className={cn(inputClasses, 'h-10 pr-11', className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-controls={id}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
      >
        {visible ? (
          <EyeOff aria-hidden className="size-4" />
        ) : (
          <Eye aria-hidden className="size-4" />
        )}
        <span className="sr-only">
          {visible ? t('common:password.hide') : t('common:password.show')}
        </span>
      </button>
    </div>
  );
}
