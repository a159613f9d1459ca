/**
 * The PostgreSQL NOTIFY channels of the realtime feed (DESIGN.md D9), apart from both their
 * publisher and their listener so neither has to import the other for a name.
 */

/** Every committed change of the station's data, as a ChangeEvent (publish-change.ts). */
export const CHANGES_CHANNEL = 'radio_changes';

/** Where every committed move of a revision is announced: "<name> <value>" (drizzle/0019). */
export const REVISIONS_CHANNEL = 'radio_revisions';
