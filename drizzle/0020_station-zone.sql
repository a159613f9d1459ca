ALTER TABLE "station_settings" ADD COLUMN "station_time_zone" text;--> statement-breakpoint
-- The zone decides today, the current week and what is past for every kept answer (weeks, feeds,
-- public pages), which are kept per schedule revision: a new zone moves it, whatever wrote it.
CREATE CONSTRAINT TRIGGER "station_zone_revision" AFTER UPDATE ON "station_settings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."station_time_zone" IS DISTINCT FROM NEW."station_time_zone") EXECUTE FUNCTION "move_revision"('schedule');
