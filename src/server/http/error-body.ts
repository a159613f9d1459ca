import type { ApiErrorBody } from '../../shared/api';

/** The JSON error of DESIGN.md §4: `{ error: { code, message, fields? } }`. */
export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}
