CREATE TABLE "activity_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text,
	"week_id" date,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'DJ' NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" text,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "station_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"signup_policy" text NOT NULL,
	"auto_approve_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"dj_permissions" text NOT NULL,
	"week_status_managers_only" boolean DEFAULT false NOT NULL,
	"activity_retention_days" integer DEFAULT 365 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "station_settings_single_row" CHECK ("station_settings"."id"),
	CONSTRAINT "station_settings_policy" CHECK ("station_settings"."signup_policy" in ('open', 'approval', 'invite')),
	CONSTRAINT "station_settings_dj_permissions" CHECK ("station_settings"."dj_permissions" in ('everything', 'own-shows', 'view-only')),
	CONSTRAINT "station_settings_retention" CHECK ("station_settings"."activity_retention_days" between 30 and 3650)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "status" text DEFAULT 'waiting' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "dj_id" uuid;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_at_idx" ON "activity_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "activity_log_week_at_idx" ON "activity_log" USING btree ("week_id","at");--> statement-breakpoint
CREATE INDEX "activity_log_actor_at_idx" ON "activity_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "invitations_email_idx" ON "invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "invitations_created_at_idx" ON "invitations" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_dj_id_djs_id_fk" FOREIGN KEY ("dj_id") REFERENCES "public"."djs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_status_idx" ON "profiles" USING btree ("status");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_status_values" CHECK ("profiles"."status" in ('active', 'waiting', 'suspended', 'declined'));--> statement-breakpoint
-- Accounts made before the team model were members with every right: they stay active, and the
-- earliest of them manages the station unless someone already has that role.
UPDATE "profiles" SET "status" = 'active';--> statement-breakpoint
UPDATE "profiles" SET "role" = 'Station Manager'
WHERE "id" = (SELECT p."id" FROM "profiles" p JOIN "users" u ON u."id" = p."id" ORDER BY u."created_at", u."id" LIMIT 1)
AND NOT EXISTS (SELECT 1 FROM "profiles" WHERE "role" = 'Station Manager');--> statement-breakpoint
-- The activity log is a record: entries are added and, past the retention, deleted; never changed.
-- The one exception: removing a member's account sets "actor_id" of their entries to null (the
-- entry keeps their name); anything else is refused.
CREATE FUNCTION "refuse_activity_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD."actor_id" IS NOT NULL AND NEW."actor_id" IS NULL
		AND (NEW."id", NEW."at", NEW."actor_name", NEW."action", NEW."subject_type", NEW."subject_id", NEW."week_id", NEW."details")
			IS NOT DISTINCT FROM (OLD."id", OLD."at", OLD."actor_name", OLD."action", OLD."subject_type", OLD."subject_id", OLD."week_id", OLD."details")
	THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'activity log entries cannot be changed' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "activity_log_no_update" BEFORE UPDATE ON "activity_log" FOR EACH ROW EXECUTE FUNCTION "refuse_activity_change"();--> statement-breakpoint
-- A member's role, status or DJ link is part of their kept session check (require-session.ts).
-- Only those: a sign-in noting its time or a saved profile leaves every kept check standing.
CREATE CONSTRAINT TRIGGER "profiles_revision" AFTER UPDATE ON "profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD."role" IS DISTINCT FROM NEW."role" OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."dj_id" IS DISTINCT FROM NEW."dj_id")
EXECUTE FUNCTION "move_revision"('sessions');
