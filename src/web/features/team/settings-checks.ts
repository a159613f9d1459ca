import {
  FALLBACK_DESCRIPTION_MAX,
  FALLBACK_NAME_MAX,
} from '../../../shared/team/station-settings-values';
import type { Translate } from '../../i18n/translate';

/**
 * The Public schedule forms' own checks in the reader's language. The checks are the shared zod
 * fields (their English stays the server's and the logs'), and the forms library keeps only a
 * message's text: each one these forms can meet is shown by its key, anything else (a server's
 * field refusal, already in the request's language) as it came.
 */
const CHECKS: Record<string, (t: Translate<'settings'>) => string> = {
  'Enter a colour such as #0a7c86': (t) => t('settings:check.colour'),
  'Must be a valid URL': (t) => t('settings:check.url'),
  [`At most ${FALLBACK_NAME_MAX} characters`]: (t) =>
    t('settings:check.maxCharacters', { max: String(FALLBACK_NAME_MAX) }),
  [`At most ${FALLBACK_DESCRIPTION_MAX} characters`]: (t) =>
    t('settings:check.maxCharacters', { max: String(FALLBACK_DESCRIPTION_MAX) }),
};

export function checkText(
  t: Translate<'settings'>,
  message: string | undefined,
): string | undefined {
  if (message === undefined) return undefined;
  const known = CHECKS[message];
  return known ? known(t) : message;
}
