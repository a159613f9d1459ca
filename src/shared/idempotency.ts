/**
 * The header a form submission carries so the server writes it once however often it arrives
 * (docs/decisions/0033): one key per submission, made when the form opens and renewed after
 * each success.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'The Idempotency-Key header must be 16 to 100 letters, digits, "-" or "_".',
  reused:
    'This form was already sent with other values. Close it and open it again to save the new values.',
  inProgress: 'This form is already being saved. Wait a moment and look again.',
} as const;
