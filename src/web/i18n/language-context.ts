import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages';

/** The language the screens are read in (src/web/app/language-provider.tsx decides it). */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export function useLanguage(): Language {
  return useContext(LanguageContext);
}
