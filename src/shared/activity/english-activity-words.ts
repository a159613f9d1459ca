import { IntlMessageFormat } from 'intl-messageformat';
import english from '../i18n/locales/en/activity.json';
import type { ActivityWords } from './activity-words';

const formats = new Map<string, IntlMessageFormat>();

/**
 * The activity sentences' English, from the `activity` catalog, where no screen's words are at
 * hand: the server's tests and journeys that check what the log says. The web app says them with
 * the screen's `t` (src/web/features/activity/activity-words.ts) and never imports this module.
 */
export const ENGLISH_ACTIVITY_WORDS: ActivityWords = {
  language: 'en',
  t: (key, values) => {
    let format = formats.get(key);
    if (!format) {
      const name = key.slice('activity:'.length) as keyof typeof english;
      format = new IntlMessageFormat(english[name] ?? key, 'en');
      formats.set(key, format);
    }
    return String(format.format(values ?? {}));
  },
};
