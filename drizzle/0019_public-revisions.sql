-- The public read model keeps its answers per revision of everything listeners see, and learns of
-- a new revision from a notification instead of a read per request (docs/decisions/0051):
-- "library" moves with the show and DJ libraries, "settings" with the station settings, and
-- every move of any revision is announced on "radio_revisions" as "<name> <value>", delivered at
-- the commit with the change itself (a rolled-back change announces nothing).
INSERT INTO "revisions" ("name", "value") VALUES ('library', 0), ('settings', 0) ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "move_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	flag text := 'radio.revision_moved_' || TG_ARGV[0];
	moved bigint;
BEGIN
	IF current_setting(flag, true) IS DISTINCT FROM 'yes' THEN
		PERFORM set_config(flag, 'yes', true);
		UPDATE "revisions" SET "value" = "value" + 1 WHERE "name" = TG_ARGV[0] RETURNING "value" INTO moved;
		PERFORM pg_notify('radio_revisions', TG_ARGV[0] || ' ' || moved);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "shows_revision" AFTER INSERT OR UPDATE OR DELETE ON "shows" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (current_setting('radio.queued_revision_library', true) IS DISTINCT FROM 'yes' AND set_config('radio.queued_revision_library', 'yes', true) = 'yes')
EXECUTE FUNCTION "move_revision"('library');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "djs_revision" AFTER INSERT OR UPDATE OR DELETE ON "djs" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (current_setting('radio.queued_revision_library', true) IS DISTINCT FROM 'yes' AND set_config('radio.queued_revision_library', 'yes', true) = 'yes')
EXECUTE FUNCTION "move_revision"('library');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "station_settings_revision" AFTER INSERT OR UPDATE OR DELETE ON "station_settings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (current_setting('radio.queued_revision_settings', true) IS DISTINCT FROM 'yes' AND set_config('radio.queued_revision_settings', 'yes', true) = 'yes')
EXECUTE FUNCTION "move_revision"('settings');
