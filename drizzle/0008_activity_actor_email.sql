ALTER TABLE "activity_log" ADD COLUMN "actor_email" text;--> statement-breakpoint
-- The e-mail is part of the record: only "actor_id" may change (to null, when the account goes).
CREATE OR REPLACE FUNCTION "refuse_activity_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD."actor_id" IS NOT NULL AND NEW."actor_id" IS NULL
		AND (NEW."id", NEW."at", NEW."actor_name", NEW."actor_email", NEW."action", NEW."subject_type", NEW."subject_id", NEW."week_id", NEW."details")
			IS NOT DISTINCT FROM (OLD."id", OLD."at", OLD."actor_name", OLD."actor_email", OLD."action", OLD."subject_type", OLD."subject_id", OLD."week_id", OLD."details")
	THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'activity log entries cannot be changed' USING ERRCODE = 'insufficient_privilege';
END;
$$;
