import type { MessageKey } from '../../../shared/i18n/catalogs';
import { isLocalText, type LocalText } from '../../../shared/i18n/local-text';
import { resolveValues } from '../../i18n/english';
import type { MessageValues } from '../../../shared/i18n/translator';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError } from '../../http/errors';
import { PUBLIC_MESSAGES } from '../public/published-schedule';
import type { PageLanguage } from './page-language';

/**
 * A refusal a public page answers as a page of its own ("That week is not in the published
 * schedule."), worded in the page's language: it names its message, not English text.
 */
export class PageRefusal extends HttpError {
  constructor(
    status: ContentfulStatusCode,
    code: string,
    readonly key: MessageKey,
    /** A value may be a text of its own, said in the page's language first (a check's reason). */
    readonly values: Record<string, MessageValues[string] | LocalText> = {},
  ) {
    super(status, code, key);
  }
}

/** The public API's refusals the pages share (its not-founds), and their page messages. */
const SHARED_REFUSALS = new Map<string, MessageKey>([
  [PUBLIC_MESSAGES.showNotFound, 'public:refusal.showNotFound'],
  [PUBLIC_MESSAGES.hostNotFound, 'public:refusal.hostNotFound'],
]);

/** What a refusal page says, in the page's language. */
export function refusalText(error: HttpError, lang: PageLanguage): string {
  if (error instanceof PageRefusal) {
    const values = Object.fromEntries(
      Object.entries(error.values).map(([k, v]) => [k, isLocalText(v) ? say(lang, v) : v]),
    );
    return lang.t(error.key, values);
  }
  const key = SHARED_REFUSALS.get(error.message);
  return key ? lang.t(key) : error.message;
}

const say = (lang: PageLanguage, text: LocalText): string =>
  lang.t(
    text.key,
    resolveValues(text.values, (inner) => say(lang, inner), lang.language),
  );
