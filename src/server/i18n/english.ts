import { IntlMessageFormat } from 'intl-messageformat';
import type { Catalog, Namespace } from '../../shared/i18n/catalogs';
import { dateText, isDateValue } from '../../shared/i18n/date-text';
import type { Language } from '../../shared/i18n/languages';
import { sameDayHere, type LocalText } from '../../shared/i18n/local-text';
import backups from '../../shared/i18n/locales/en/backups.json';
import api from '../../shared/i18n/locales/en/api.json';
import errors from '../../shared/i18n/locales/en/errors.json';
import fillInsServer from '../../shared/i18n/locales/en/fillInsServer.json';
import mail from '../../shared/i18n/locales/en/mail.json';
import publicCatalog from '../../shared/i18n/locales/en/public.json';
import reports from '../../shared/i18n/locales/en/reports.json';
import webhooks from '../../shared/i18n/locales/en/webhooks.json';
import categories from '../../shared/i18n/locales/en/categories.json';
import series from '../../shared/i18n/locales/en/series.json';
import seasons from '../../shared/i18n/locales/en/seasons.json';
import settings from '../../shared/i18n/locales/en/settings.json';
import team from '../../shared/i18n/locales/en/team.json';
import schedule from '../../shared/i18n/locales/en/schedule.json';
import auth from '../../shared/i18n/locales/en/auth.json';
import notifications from '../../shared/i18n/locales/en/notifications.json';
import feeds from '../../shared/i18n/locales/en/feeds.json';
import exchange from '../../shared/i18n/locales/en/exchange.json';

import away from '../../shared/i18n/locales/en/away.json';

/**
 * The namespaces the server says: its own, and those of features whose refusals and e-mails sit
 * beside their screens' words; the web app's other screens are never said by the server.
 */
const ENGLISH: Partial<Record<Namespace, Catalog>> = {
  public: publicCatalog,
  errors,
  mail,
  backups,
  webhooks,
  reports,
  fillInsServer,
  api,
  categories,
  series,
  seasons,
  team,
  settings,
  schedule,
  auth,
  notifications,
  feeds,
  exchange,

  away,
};
const formats = new Map<string, IntlMessageFormat>();

/**
 * A text in English at once, without the translators' loading: a refusal's `Error.message` (what
 * the log and the services' own tests read) is its English, the same words the error handler
 * sends an English reader.
 */
export function english(text: LocalText): string {
  let format = formats.get(text.key);
  if (!format) {
    const [ns, key] = text.key.split(/:(.*)/s) as [Namespace, string];
    format = new IntlMessageFormat(ENGLISH[ns]?.[key] ?? text.key, 'en');
    formats.set(text.key, format);
  }
  return String(format.format(resolveValues(text.values, english, 'en')));
}

/**
 * A text's values with the texts among them said first (by `say`, in the reader's language) and
 * the dates among them written in that language.
 */
export function resolveValues(
  values: LocalText['values'],
  say: (text: LocalText) => string,
  language: Language,
): Record<string, string | number | Date> {
  if (!values) return {};
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      typeof v !== 'object'
        ? v
        : v instanceof Date
          ? sameDayHere(v)
          : isDateValue(v)
            ? dateText(language, v)
            : say(v),
    ]),
  );
}
