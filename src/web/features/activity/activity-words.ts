import { useMemo } from 'react';
import type { ActivityWords } from '../../../shared/activity/activity-words';
import { PSEUDO_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { browserReadsPseudo } from '../../i18n/browser-language';
import { englishCatalog, loadCatalog } from '../../i18n/catalog-store';
import { useLanguage } from '../../i18n/language-context';
import { activity } from '../../i18n/namespaces/activity';
import { translator, type Translate } from '../../i18n/translate';
import { useT } from '../../i18n/use-t';

/** The activity sentences' words in the language the screen is read in (decision 0074). */
export function useActivityWords(): ActivityWords & { t: Translate<'activity'> } {
  const t = useT(activity);
  const language = useLanguage();
  return useMemo(() => ({ t, language }), [t, language]);
}

/**
 * The same words outside a render (the colleague notices, told from a change's event): the
 * language's catalog fetched if it is not here yet; English where it cannot be.
 */
export async function loadActivityWords(language: Language): Promise<ActivityWords> {
  const english = englishCatalog(activity.name);
  const wanted =
    language !== 'en'
      ? await loadCatalog(language, activity.name)
      : browserReadsPseudo()
        ? await loadCatalog(PSEUDO_LANGUAGE, activity.name)
        : english;
  return {
    t: translator<'activity'>({ activity: wanted }, { activity: english }),
    language,
  };
}
