-- The sessions revision moves only on changes to what a signed-in session carries (decision
-- 0069): a session ended or cut short, and, for an account that has a session, its name, address,
-- picture, role, status or DJ. better-auth's routine refresh (a later expires_at, a new
-- updated_at) and an account confirming its address and being admitted (it has no session yet:
-- sign-in waits for both) move nothing. They moved the station-wide counter for every browser,
-- and each page opening meanwhile read everything it had read again (web/lib/answer-revisions.ts).
-- A kept check holding the earlier end of a refreshed session only asks better-auth sooner.
--
-- move_revision's body, callable by the triggers that first look at the row (below).
CREATE FUNCTION "bump_revision"("revision" text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	flag text := 'radio.revision_moved_' || "revision";
	moved bigint;
BEGIN
	IF current_setting(flag, true) IS DISTINCT FROM 'yes' THEN
		PERFORM set_config(flag, 'yes', true);
		UPDATE "revisions" SET "value" = "value" + 1 WHERE "name" = "revision" RETURNING "value" INTO moved;
		PERFORM pg_notify('radio_revisions', "revision" || ' ' || moved);
	END IF;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "move_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "bump_revision"(TG_ARGV[0]);
	RETURN NULL;
END
$$;--> statement-breakpoint
-- For users and profiles rows (keyed by the account's id): a change to an account without a
-- session changes no session check and nothing a page of its own shows. Looked up at the commit,
-- so the sessions a transaction ended (which move the revision themselves) are not counted.
CREATE FUNCTION "move_sessions_revision_if_signed_in"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('radio.revision_moved_sessions', true) IS DISTINCT FROM 'yes'
		AND EXISTS (SELECT 1 FROM "sessions" WHERE "user_id" = NEW."id") THEN
		PERFORM "bump_revision"('sessions');
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "sessions_revision" ON "sessions";--> statement-breakpoint
DROP TRIGGER "users_revision" ON "users";--> statement-breakpoint
DROP TRIGGER "profiles_revision" ON "profiles";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sessions_revision" AFTER DELETE ON "sessions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (current_setting('radio.queued_revision_sessions', true) IS DISTINCT FROM 'yes' AND set_config('radio.queued_revision_sessions', 'yes', true) = 'yes')
EXECUTE FUNCTION "move_revision"('sessions');--> statement-breakpoint
-- The changes that matter are tested first, so a refresh queues nothing.
CREATE CONSTRAINT TRIGGER "sessions_changed_revision" AFTER UPDATE ON "sessions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN ((NEW."expires_at" < OLD."expires_at" OR OLD."token" IS DISTINCT FROM NEW."token" OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
	AND current_setting('radio.queued_revision_sessions', true) IS DISTINCT FROM 'yes' AND set_config('radio.queued_revision_sessions', 'yes', true) = 'yes')
EXECUTE FUNCTION "move_revision"('sessions');--> statement-breakpoint
-- A removed user's sessions go with it (cascade), which moves the revision.
CREATE CONSTRAINT TRIGGER "users_revision" AFTER UPDATE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."email" IS DISTINCT FROM NEW."email" OR OLD."image" IS DISTINCT FROM NEW."image" OR OLD."email_verified" IS DISTINCT FROM NEW."email_verified")
EXECUTE FUNCTION "move_sessions_revision_if_signed_in"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "profiles_revision" AFTER UPDATE ON "profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD."role" IS DISTINCT FROM NEW."role" OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."dj_id" IS DISTINCT FROM NEW."dj_id")
EXECUTE FUNCTION "move_sessions_revision_if_signed_in"();
