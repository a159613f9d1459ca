-- The deferred triggers that move a revision (0002, 0006) or mark weeks' figures stale (0013) do
-- their work once, at the commit, however many rows the transaction wrote. They were queued once
-- per row all the same: a 52-week copy of 5,200 placements queued 10,400 events, each run at the
-- commit only to find the work done (docs/decisions/0046). Each is now queued by the first row
-- of its kind in a transaction only: the WHEN condition notes in a transaction-local setting that
-- it has queued one, and later rows find it set. The setting and the queued event live and die
-- together: a rolled-back savepoint takes back both.
DROP TRIGGER "weekly_schedules_revision" ON "weekly_schedules";--> statement-breakpoint
DROP TRIGGER "scheduled_shows_revision" ON "scheduled_shows";--> statement-breakpoint
DROP TRIGGER "recurring_series_revision" ON "recurring_series";--> statement-breakpoint
DROP TRIGGER "sessions_revision" ON "sessions";--> statement-breakpoint
DROP TRIGGER "users_revision" ON "users";--> statement-breakpoint
DROP TRIGGER "profiles_revision" ON "profiles";--> statement-breakpoint
DROP TRIGGER "scheduled_shows_stale_figures" ON "scheduled_shows";--> statement-breakpoint
DROP TRIGGER "recurring_series_stale_figures" ON "recurring_series";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "weekly_schedules_revision" AFTER INSERT OR UPDATE OR DELETE ON "weekly_schedules" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (current_setting('radio.queued_revision_schedule', true) IS DISTINCT FROM 'yes' AND set_config('radio.queued_revision_schedule', 'yes', true) = 'yes')
EXECUTE FUNCTION "move_revision"('schedule');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "scheduled_shows_revision" AFTER INSERT OR UPDATE OR DELETE ON "scheduled_shows" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (current_setting('radio.queued_revision_schedule', true) IS DISTINCT FROM 'yes' AND set_config('radio.queued_revision_schedule', 'yes', true) = 'yes')
EXECUTE FUNCTION "move_revision"('schedule');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "recurring_series_revision" AFTER INSERT OR UPDATE OR DELETE ON "recurring_series" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (current_setting('radio.queued_revision_schedule', true) IS DISTINCT FROM 'yes' AND set_config('radio.queued_revision_schedule', 'yes', true) = 'yes')
EXECUTE FUNCTION "move_revision"('schedule');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sessions_revision" AFTER UPDATE OR DELETE ON "sessions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (current_setting('radio.queued_revision_sessions', true) IS DISTINCT FROM 'yes' AND set_config('radio.queued_revision_sessions', 'yes', true) = 'yes')
EXECUTE FUNCTION "move_revision"('sessions');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_revision" AFTER UPDATE OR DELETE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (current_setting('radio.queued_revision_sessions', true) IS DISTINCT FROM 'yes' AND set_config('radio.queued_revision_sessions', 'yes', true) = 'yes')
EXECUTE FUNCTION "move_revision"('sessions');--> statement-breakpoint
-- The changes that matter are tested first, so a sign-in noting its time queues nothing.
CREATE CONSTRAINT TRIGGER "profiles_revision" AFTER UPDATE ON "profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN ((OLD."role" IS DISTINCT FROM NEW."role" OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."dj_id" IS DISTINCT FROM NEW."dj_id")
	AND current_setting('radio.queued_revision_sessions', true) IS DISTINCT FROM 'yes' AND set_config('radio.queued_revision_sessions', 'yes', true) = 'yes')
EXECUTE FUNCTION "move_revision"('sessions');--> statement-breakpoint
-- Still named after the revision triggers: a row that queues both queues the revision's first, so
-- every committing writer locks the revision row before the weeks' figures.
CREATE CONSTRAINT TRIGGER "scheduled_shows_stale_figures" AFTER INSERT OR UPDATE OR DELETE ON "scheduled_shows" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (current_setting('radio.queued_stale_figures', true) IS DISTINCT FROM 'yes' AND set_config('radio.queued_stale_figures', 'yes', true) = 'yes')
EXECUTE FUNCTION "mark_stale_weeks"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "recurring_series_stale_figures" AFTER INSERT OR UPDATE OR DELETE ON "recurring_series" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (current_setting('radio.queued_stale_figures', true) IS DISTINCT FROM 'yes' AND set_config('radio.queued_stale_figures', 'yes', true) = 'yes')
EXECUTE FUNCTION "mark_stale_weeks"();
