/**
 * The activity log's two shapes, in a file of their own so the request environment (http/app-env)
 * and the webhook outbox (webhooks/schedule-events), which record-activity itself uses, can name
 * them without importing record-activity back. Other modules take them from record-activity.
 */

/** Who made a change, as the activity log names them (and, for managers, their e-mail). */
export type Actor = { id: string; name: string; email?: string | null };

/** One entry of the activity log; see the columns of `activityLog` in the schema. */
export type ActivityEntry = {
  action: string;
  subjectType: string;
  subjectId?: string | null;
  weekId?: string | null;
  details?: Record<string, unknown>;
};
