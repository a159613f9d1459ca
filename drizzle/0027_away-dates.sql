CREATE TABLE "dj_away_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dj_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"start_slot" smallint,
	"end_slot" smallint,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dj_away_periods_days" CHECK ("dj_away_periods"."to_date" >= "dj_away_periods"."from_date" and "dj_away_periods"."to_date" - "dj_away_periods"."from_date" < 366),
	CONSTRAINT "dj_away_periods_start_slot" CHECK ("dj_away_periods"."start_slot" is null or "dj_away_periods"."start_slot" between 0 and 95),
	CONSTRAINT "dj_away_periods_end_slot" CHECK ("dj_away_periods"."end_slot" is null or "dj_away_periods"."end_slot" between 1 and 95),
	CONSTRAINT "dj_away_periods_one_day_order" CHECK ("dj_away_periods"."from_date" < "dj_away_periods"."to_date" or "dj_away_periods"."start_slot" is null or "dj_away_periods"."end_slot" is null or "dj_away_periods"."end_slot" > "dj_away_periods"."start_slot"),
	CONSTRAINT "dj_away_periods_note_length" CHECK ("dj_away_periods"."note" is null or char_length("dj_away_periods"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "week_figures" ADD COLUMN "host_away" integer;--> statement-breakpoint
ALTER TABLE "dj_away_periods" ADD CONSTRAINT "dj_away_periods_dj_id_djs_id_fk" FOREIGN KEY ("dj_id") REFERENCES "public"."djs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dj_away_periods_dj_idx" ON "dj_away_periods" USING btree ("dj_id","from_date");--> statement-breakpoint
CREATE INDEX "dj_away_periods_to_date_idx" ON "dj_away_periods" USING btree ("to_date","from_date");--> statement-breakpoint
-- A week's answer carries its "host away" flags and its figures count them (decision 0065): a
-- change of away dates moves the schedule revision (kept week answers are read anew) and marks
-- stale the weeks whose airings it can reach, as a write to placements does (decisions 0014,
-- 0042). An airing that starts the day before a period (a Saturday-night show) can run into it,
-- so the weeks from the one holding that day to the one holding the last day.
CREATE CONSTRAINT TRIGGER "dj_away_periods_revision" AFTER INSERT OR UPDATE OR DELETE ON "dj_away_periods" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (current_setting('radio.queued_revision_schedule', true) IS DISTINCT FROM 'yes' AND set_config('radio.queued_revision_schedule', 'yes', true) = 'yes')
EXECUTE FUNCTION "move_revision"('schedule');--> statement-breakpoint
CREATE FUNCTION "dj_away_periods_note_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM note_stale_weeks((SELECT range_agg(daterange(week_of(from_date - 1), to_date, '[]')) FROM new_rows));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM note_stale_weeks((SELECT range_agg(daterange(week_of(from_date - 1), to_date, '[]')) FROM old_rows));
	ELSE
		PERFORM note_stale_weeks((
			SELECT range_agg(w) FROM old_rows o JOIN new_rows n USING (id),
			LATERAL (VALUES (daterange(week_of(o.from_date - 1), o.to_date, '[]')),
				(daterange(week_of(n.from_date - 1), n.to_date, '[]'))) AS both_sides(w)
			WHERE (o.dj_id, o.from_date, o.to_date, o.start_slot, o.end_slot)
			IS DISTINCT FROM (n.dj_id, n.from_date, n.to_date, n.start_slot, n.end_slot)));
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "dj_away_periods_inserted_note_stale" AFTER INSERT ON "dj_away_periods" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dj_away_periods_note_stale"();--> statement-breakpoint
CREATE TRIGGER "dj_away_periods_updated_note_stale" AFTER UPDATE ON "dj_away_periods" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dj_away_periods_note_stale"();--> statement-breakpoint
CREATE TRIGGER "dj_away_periods_deleted_note_stale" AFTER DELETE ON "dj_away_periods" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "dj_away_periods_note_stale"();--> statement-breakpoint
-- Named after the revision trigger, so it fires after it at the commit (name order).
CREATE CONSTRAINT TRIGGER "dj_away_periods_stale_figures" AFTER INSERT OR UPDATE OR DELETE ON "dj_away_periods" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (current_setting('radio.queued_stale_figures', true) IS DISTINCT FROM 'yes' AND set_config('radio.queued_stale_figures', 'yes', true) = 'yes')
EXECUTE FUNCTION "mark_stale_weeks"();--> statement-breakpoint
-- Figures kept before have no "host away" count: every week is counted again once.
UPDATE "week_figures" SET "generation" = "generation" + 1, "time_zone" = NULL;
