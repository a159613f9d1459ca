import { IntlMessageFormat } from 'intl-messageformat';
import type { Catalog, Namespace } from '../../shared/i18n/catalogs';
import type { LocalText } from '../../shared/i18n/local-text';
import errors from '../../shared/i18n/locales/en/errors.json';
import mail from '../../shared/i18n/locales/en/mail.json';
import publicCatalog from '../../shared/i18n/locales/en/public.json';
import auth from '../../shared/i18n/locales/en/auth.json';
import notifications from '../../shared/i18n/locales/en/notifications.json';
import feeds from '../../shared/i18n/locales/en/feeds.json';

/** The namespaces the server says (the web's own screens never; `auth` for the account refusals). */
const ENGLISH: Partial<Record<Namespace, Catalog>> = {
  public: publicCatalog,
  errors,
  mail,
  auth,
  notifications,
  feeds,
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
  return String(format.format(resolveValues(text.values, english)));
}

/** A text's values with the texts among them said first (by `say`, in the reader's language). */
export function resolveValues(
  values: LocalText['values'],
  say: (text: LocalText) => string,
): Record<string, string | number> {
  if (!values) return {};
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'object' ? say(v) : v]),
  );
}
