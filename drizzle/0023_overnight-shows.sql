-- A Saturday show may run on into the next week where the station allows it (decision 0057): the
-- rule is the app's, by the setting, no longer a check on the row.
ALTER TABLE "scheduled_shows" DROP CONSTRAINT "scheduled_shows_within_week";--> statement-breakpoint
ALTER TABLE "station_settings" ADD COLUMN "overnight_continues" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Whether Saturday-night shows run on into the next week changes what every week answer, feed and
-- kept public week holds (decision 0057): a change moves the schedule revision, whatever wrote it.
CREATE CONSTRAINT TRIGGER "station_overnight_revision" AFTER UPDATE ON "station_settings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."overnight_continues" IS DISTINCT FROM NEW."overnight_continues") EXECUTE FUNCTION "move_revision"('schedule');
