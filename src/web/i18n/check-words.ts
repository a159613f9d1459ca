import type { Namespace } from '../../shared/i18n/catalogs';
import { textOfIssue } from '../../shared/i18n/local-text';
import type { KeyOf, Translate } from './translate';

/**
 * A zod issue's message in the screen's language: a `keyed` check's words when its key is of
 * `namespace` (decision 0074, "Refusals and e-mails"), else zod's text as it came.
 */
export function checkWords<N extends Namespace>(
  issue: { message: string },
  t: Translate<N>,
  namespace: N,
): string {
  const text = textOfIssue(issue);
  if (!text?.key.startsWith(`${namespace}:`)) return issue.message;
  const values = Object.fromEntries(
    Object.entries(text.values ?? {}).filter(
      (entry): entry is [string, string | number] => typeof entry[1] !== 'object',
    ),
  );
  return t(text.key as KeyOf<N>, values);
}
