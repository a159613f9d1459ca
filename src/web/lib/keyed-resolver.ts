import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { Namespace } from '../../shared/i18n/catalogs';
import { checkWords } from '../i18n/check-words';
import type { Translate } from '../i18n/translate';

/**
 * A form's resolver over a shared schema whose checks are `keyed` (decision 0074, "Refusals and
 * e-mails"): each field's message is its key said by the screen's `t` when the key is of the
 * namespace given, else zod's text as it came. zodResolver keeps only the text, not the key.
 */
export function keyedResolver<I extends FieldValues, O, N extends Namespace>(
  schema: z.ZodType<O, I>,
  t: Translate<N>,
  namespace: N,
): Resolver<I, unknown, O> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues)
      errors[issue.path.map(String).join('.')] ??= {
        type: issue.code,
        message: checkWords(issue, t, namespace),
      };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
