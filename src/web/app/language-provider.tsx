import { skipToken, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import type { ProfileWithNotice } from '../../server/features/profiles/profiles.service';
import { browserLanguage, chooseLanguage } from '../i18n/browser-language';
import { loadCatalog } from '../i18n/catalog-store';
import { LanguageContext } from '../i18n/language-context';
import { useAuth } from '../lib/auth-context';
import { profileQueryKey } from '../lib/query-keys';
import { usePublicConfig } from '../lib/use-public-config';

// The frame's words in the browser's language are fetched with the code, before the session is
// known: the likeliest language of the first screen.
const guessed = browserLanguage();
if (guessed && guessed !== 'en') void loadCatalog(guessed, 'shell');

/**
 * Decides the language of every screen (src/web/i18n/browser-language.ts chooseLanguage) and
 * writes it into `<html lang>`. The profile is read, not fetched, here: the signed-in frame
 * fetches it, and a saved Profile Settings form updates it, so a new choice re-renders the app
 * without a reload. The change is deferred: the screens keep their words until the new
 * language's catalogs are here.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const [browser] = useState(browserLanguage);
  const profile = useQuery<ProfileWithNotice>({ queryKey: profileQueryKey, queryFn: skipToken });
  const chosen = status === 'signed-in' ? profile.data?.profile.language : null;
  // The station's language is asked for only when it decides: nobody chose, the browser asks
  // for none of ours.
  const station = usePublicConfig({ enabled: !chosen && !browser }).data?.stationLanguage;
  const language = useDeferredValue(chooseLanguage(chosen, browser, station));
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <LanguageContext value={language}>{children}</LanguageContext>;
}
