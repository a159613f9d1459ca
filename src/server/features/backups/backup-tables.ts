/**
 * What a backup does with each table of the app's schemas. A backup file is a copy that leaves
 * the server (rsync, file sync, a colleague's laptop), so it holds the station's data but no live
 * secret that grants access: whoever holds a copy must not be able to sign in as a member, reset
 * a password, follow a confirmation or invitation link, or replay an answer. Tables that hold such
 * secrets, or state that only means something at the moment it was written, are left out: the
 * archive has no entry for them, and a restore leaves them empty (so it signs everyone out).
 *
 * Every table must be named here: a backup refuses a table it does not know (and a test checks
 * that every table the migrations make is named), so a table added later is kept or left out by
 * choice, never by default.
 */
export const BACKUP_TABLES: Record<string, { kept: true } | { leftOut: string }> = {
  'drizzle.__drizzle_migrations': { kept: true },
  'public.users': { kept: true },
  // Password hashes (scrypt): members sign in with their passwords after a restore. No social
  // sign-in is configured, so the token columns are empty.
  'public.accounts': { kept: true },
  'public.sessions': { leftOut: 'session tokens sign a browser in' },
  'public.verifications': { leftOut: 'password-reset tokens work as they are' },
  'public.rate_limits': { leftOut: 'short-lived request counters, not data' },
  'public.profiles': { kept: true },
  'public.djs': { kept: true },
  // Away dates (decision 0065): the station's data; a note is the DJ's own words, no secret.
  'public.dj_away_periods': { kept: true },
  'public.shows': { kept: true },
  // Fill-ins (decision 0066): requests and a show's named fill-in hosts are the station's data.
  // Their escalation and closing timers live in jobs (left out) and are re-made from the requests.
  'public.show_fill_in_hosts': { kept: true },
  'public.fill_in_requests': { kept: true },
  // Content categories (decision 0072) and the shows they tag: the station's reporting lens.
  'public.content_categories': { kept: true },
  'public.show_content_categories': { kept: true },
  'public.weekly_schedules': { kept: true },
  'public.recurring_series': { kept: true },
  'public.scheduled_shows': { kept: true },
  'public.week_figures': { kept: true },
  'public.revisions': { kept: true },
  'public.media': { kept: true },
  'public.mail_outbox': {
    leftOut: 'sign-up, reset, address-change and invitation mails carry working links',
  },
  // Only the SHA-256 of a feed token is stored: a copy hands out no working feed URL.
  'public.calendar_feeds': { kept: true },
  'public.undo_records': { leftOut: 'ten-minute Undo offers of a moment long gone' },
  'public.station_settings': { kept: true },
  'public.seasons': { kept: true },
  // Only the SHA-256 of an invitation token is stored: the link is in the invitee's mail (and in
  // the outbox, which is left out), never in a backup; a restored pending invitation still works
  // for the person who received it.
  'public.invitations': { kept: true },
  'public.activity_log': { kept: true },
  // The webhooks feature stores the signing secrets encrypted, with a key that is not in the
  // database (nor in the backup).
  'public.webhook_endpoints': { kept: true },
  'public.webhook_deliveries': { kept: true },
  'public.idempotent_requests': { leftOut: 'answers kept a day to replay a retried request' },
  // Timers of the moment the backup was made: restored, they would fire a second time what the
  // original already did (decision 0064). A starting server writes its recurring jobs afresh.
  // Notices (decision 0071): the centre's history and each member's choices are the station's
  // data; an unsubscribe link is signed with the auth secret, which no backup holds. A restored
  // notice whose e-mail was still queued is not sent: its job is left out with the jobs.
  'public.notifications': { kept: true },
  'public.notification_settings': { kept: true },
  // What each finalized week's hosts were last told: restored with the weeks it describes.
  'public.notice_week_snapshots': { kept: true },
  'public.jobs': { leftOut: 'timers already fired or re-made at start; restored, they fire twice' },
};

const nameOf = (table: { schema: string; name: string }) => `${table.schema}.${table.name}`;

/**
 * Whether a backup leaves the table out and a restore leaves it empty. An unknown table is not
 * left out: a backup refuses it first, and a restore checks it against the schema.
 */
export function isLeftOut(table: { schema: string; name: string }): boolean {
  const kind = BACKUP_TABLES[nameOf(table)];
  return kind !== undefined && 'leftOut' in kind;
}

/** The tables of `tables` this code does not know: a backup refuses to guess about them. */
export function unclassifiedTables(tables: { schema: string; name: string }[]): string[] {
  return tables.map(nameOf).filter((name) => !(name in BACKUP_TABLES));
}
