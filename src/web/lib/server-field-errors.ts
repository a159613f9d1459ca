import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';

/**
 * Puts the messages of a refused save (a 422's `fields`, keyed by dot paths such as "genres.0")
 * on the form fields they belong to, so the person reads each where it applies.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const [path, message] of Object.entries(error.fields)) {
    const field = fields.find((name) => name === path.split('.')[0]);
    if (field) setError(field, { message });
  }
}
