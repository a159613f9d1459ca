CREATE TABLE "revisions" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "revisions" ("name", "value") VALUES ('schedule', 0), ('sessions', 0);--> statement-breakpoint
-- Moves the named revision once per transaction that changed one of its tables. The triggers are
-- deferred to the commit, so a revision row is locked only while committing: a change holding a
-- week lock never waits for it, and two changes cannot deadlock over it.
CREATE FUNCTION "move_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	flag text := 'radio.revision_moved_' || TG_ARGV[0];
BEGIN
	IF current_setting(flag, true) IS DISTINCT FROM 'yes' THEN
		PERFORM set_config(flag, 'yes', true);
		UPDATE "revisions" SET "value" = "value" + 1 WHERE "name" = TG_ARGV[0];
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "weekly_schedules_revision" AFTER INSERT OR UPDATE OR DELETE ON "weekly_schedules" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_revision"('schedule');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "scheduled_shows_revision" AFTER INSERT OR UPDATE OR DELETE ON "scheduled_shows" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_revision"('schedule');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "recurring_series_revision" AFTER INSERT OR UPDATE OR DELETE ON "recurring_series" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_revision"('schedule');--> statement-breakpoint
-- A new session changes no one's answer; only changed and ended ones do.
CREATE CONSTRAINT TRIGGER "sessions_revision" AFTER UPDATE OR DELETE ON "sessions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_revision"('sessions');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_revision" AFTER UPDATE OR DELETE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "move_revision"('sessions');
