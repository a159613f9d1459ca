import { z } from 'zod';

/**
 * What changed, as the server announces it to every signed-in browser (DESIGN.md D9). Events name
 * ids and kinds only, never content: a browser that cares loads the data through the normal API,
 * with its own session.
 *
 * - `week`: one week's shows or status changed (its Sunday), which also changes the week list.
 * - `weeks`: a change that reaches many weeks at once (a series made or ended).
 * - `shows`, `djs`: the library lists.
 * - `away`: a DJ's away dates changed (their lists and the "host away" flags of the weeks).
 * - `fillins`: a fill-in request was asked for, taken, given back, decided, escalated or closed.
 * - `team`: members, invitations or the station settings changed (what each member may do).
 * - `notices`: one member's notification centre changed (only their own streams are told).
 * - `resync`: events may have been missed (the server lost its database listener for a while).
 *
 * Week and library changes may name who made them (`by`), so a colleague's browser can say
 * "Morgan changed this week" and a member's own changes are not announced back to them.
 */
export const changeActorSchema = z.strictObject({
  id: z.string().max(200),
  name: z.string().max(200),
});
export type ChangeActor = z.infer<typeof changeActorSchema>;

export const changeEventSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('week'),
    weekStartDate: z.iso.date(),
    by: changeActorSchema.optional(),
  }),
  z.strictObject({ kind: z.literal('weeks'), by: changeActorSchema.optional() }),
  z.strictObject({ kind: z.literal('shows'), by: changeActorSchema.optional() }),
  z.strictObject({ kind: z.literal('djs'), by: changeActorSchema.optional() }),
  z.strictObject({ kind: z.literal('away'), by: changeActorSchema.optional() }),
  z.strictObject({ kind: z.literal('fillins'), by: changeActorSchema.optional() }),
  z.strictObject({ kind: z.literal('team') }),
  /** A member's notices changed; the stream passes it to that member's sessions only. */
  z.strictObject({ kind: z.literal('notices'), userId: z.string().max(200) }),
  z.strictObject({ kind: z.literal('resync') }),
]);
export type ChangeEvent = z.infer<typeof changeEventSchema>;

/** One message of the event stream: the changes of a short window, duplicates merged. */
export const changeBatchSchema = z.strictObject({ changes: z.array(changeEventSchema) });
export type ChangeBatch = z.infer<typeof changeBatchSchema>;
