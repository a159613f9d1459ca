import { z } from 'zod';

/**
 * What a delete answers besides the week: the opaque token of what the server kept to undo it,
 * and what kind of thing it took (a series reaches other weeks, which must then be read again).
 * The browser sends only the token back (POST /api/scheduled-shows/restore); everything written
 * back comes from the server's own record (DESIGN.md D13).
 */
export type UndoOffer = {
  token: string;
  kind: 'show' | 'exception' | 'series' | 'series-change' | 'created' | 'season-carry';
};

/**
 * The body of POST /api/scheduled-shows/restore: the token, or the whole offer as the delete
 * answered it (its kind is not used: what is restored comes from the server's record).
 */
export const restoreRequestSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Please send the token of a delete'),
  kind: z
    .enum(['show', 'exception', 'series', 'series-change', 'created', 'season-carry'])
    .optional(),
});
export type RestoreRequest = z.infer<typeof restoreRequestSchema>;
