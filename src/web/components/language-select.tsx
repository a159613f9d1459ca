import type { SelectHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '../../shared/i18n/languages';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  value: Language | null;
  /** A first choice of no language in particular ("Each visitor’s own"), chosen as null. */
  emptyLabel?: string;
  onLanguageChange: (language: Language | null) => void;
};

/**
 * The product's languages in the browser's own select, each named in itself (decision 0074):
 * five fixed choices, where the searchable or popup selects would be more code than choice.
 */
/** The browser's own select, drawn like the product's fields. */
export const nativeSelectClasses =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600';

export function LanguageSelect({
  value,
  emptyLabel,
  onLanguageChange,
  className,
  ...props
}: Props) {
  return (
    <select
      {...props}
      value={value ?? ''}
      onChange={(event) => {
        const chosen = event.target.value;
        onLanguageChange(isLanguage(chosen) ? chosen : null);
      }}
      className={cn(nativeSelectClasses, className)}
    >
      {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
}
