CREATE TABLE "week_figures" (
	"week_id" date PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	"time_zone" text,
	"show_count" integer,
	"total_slots" integer,
	"airtime_minutes" integer,
	"has_overlaps" boolean,
	"dj_clashes" integer
);
--> statement-breakpoint
ALTER TABLE "week_figures" ADD CONSTRAINT "week_figures_week_id_weekly_schedules_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."weekly_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_shows_original_date_idx" ON "scheduled_shows" USING btree ("original_instance_date") WHERE "scheduled_shows"."original_instance_date" is not null;--> statement-breakpoint
-- The dashboard's figures of each week (docs/decisions/0042). Statement triggers note which weeks
-- a write changes, in a transaction-local setting (no row is locked while the write goes on); a
-- deferred trigger marks them stale once, at the commit, after the revision counter is moved, so
-- committing writers take the two locks in the same order and cannot deadlock over them.
CREATE FUNCTION "week_of"("d" date) RETURNS date LANGUAGE sql IMMUTABLE AS $$
	SELECT "d" - extract(dow from "d")::int
$$;--> statement-breakpoint
CREATE FUNCTION "note_stale_weeks"("more" datemultirange) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	pending datemultirange := coalesce(nullif(current_setting('radio.stale_weeks', true), ''), '{}')::datemultirange;
BEGIN
	IF "more" IS NOT NULL AND NOT isempty("more") THEN
		PERFORM set_config('radio.stale_weeks', (pending + "more")::text, true);
	END IF;
END
$$;--> statement-breakpoint
-- The weeks whose figures a set of placement rows touches: the week each is stored in, the week of
-- the instance it replaces or removes, and every week of its series when it may be the placement
-- the series' instances copy (or the last one keeping the series on the dashboard).
CREATE FUNCTION "weeks_touched_by_rows"("touched" jsonb) RETURNS datemultirange LANGUAGE sql STABLE AS $$
	WITH r AS (
		SELECT * FROM jsonb_to_recordset("touched") AS x(
			weekly_schedule_id date, original_instance_date date, recurring_series_id uuid,
			is_exception boolean, is_deleted_instance boolean)
	)
	SELECT range_agg(w) FROM (
		SELECT daterange(weekly_schedule_id, weekly_schedule_id, '[]') AS w FROM r
		UNION ALL
		SELECT daterange(week_of(original_instance_date), week_of(original_instance_date), '[]')
		FROM r WHERE original_instance_date IS NOT NULL
		UNION ALL
		SELECT daterange(week_of(s.start_date), s.end_date, '[]')
		FROM recurring_series s
		WHERE s.id IN (
			SELECT r.recurring_series_id FROM r
			WHERE r.recurring_series_id IS NOT NULL AND NOT r.is_deleted_instance
			AND (NOT r.is_exception OR NOT EXISTS (
				SELECT 1 FROM scheduled_shows a
				WHERE a.recurring_series_id = r.recurring_series_id
				AND NOT a.is_deleted_instance AND NOT a.is_exception))
		)
	) AS touched_weeks
$$;--> statement-breakpoint
CREATE FUNCTION "placement_key"("r" scheduled_shows) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
	SELECT jsonb_build_object('weekly_schedule_id', r.weekly_schedule_id,
		'original_instance_date', r.original_instance_date, 'recurring_series_id', r.recurring_series_id,
		'is_exception', r.is_exception, 'is_deleted_instance', r.is_deleted_instance)
$$;--> statement-breakpoint
-- Only what decides the touched weeks, each distinct once: a 52-week copy of 5,000 placements
-- hands on 52 of them.
CREATE FUNCTION "scheduled_shows_note_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	touched jsonb;
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT jsonb_agg(DISTINCT placement_key(n)) INTO touched FROM new_rows n;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT jsonb_agg(DISTINCT placement_key(o)) INTO touched FROM old_rows o;
	ELSE
		-- A status change copied onto every placement of a week changes no figure.
		SELECT jsonb_agg(DISTINCT both_sides.side) INTO touched FROM (
			SELECT placement_key(o) AS before, placement_key(n) AS after
			FROM old_rows o JOIN new_rows n USING (id)
			WHERE (o.weekly_schedule_id, o.day_index, o.time_index, o.duration, o.recurring_series_id,
				o.is_exception, o.is_deleted_instance, o.original_instance_date, o.show_name, o.dj_names,
				o.created_at)
			IS DISTINCT FROM (n.weekly_schedule_id, n.day_index, n.time_index, n.duration,
				n.recurring_series_id, n.is_exception, n.is_deleted_instance, n.original_instance_date,
				n.show_name, n.dj_names, n.created_at)
		) AS changed, LATERAL (VALUES (changed.before), (changed.after)) AS both_sides(side);
	END IF;
	IF touched IS NOT NULL THEN
		PERFORM note_stale_weeks(weeks_touched_by_rows(touched));
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "recurring_series_note_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM note_stale_weeks((SELECT range_agg(daterange(week_of(start_date), end_date, '[]')) FROM new_rows));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM note_stale_weeks((SELECT range_agg(daterange(week_of(start_date), end_date, '[]')) FROM old_rows));
	ELSE
		PERFORM note_stale_weeks((
			SELECT range_agg(w) FROM old_rows o JOIN new_rows n USING (id),
			LATERAL (VALUES (daterange(week_of(o.start_date), o.end_date, '[]')),
				(daterange(week_of(n.start_date), n.end_date, '[]'))) AS both_sides(w)
			WHERE (o.recurrence_rule, o.start_date, o.end_date, o.time_index, o.duration)
			IS DISTINCT FROM (n.recurrence_rule, n.start_date, n.end_date, n.time_index, n.duration)));
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "mark_stale_weeks"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	pending text := current_setting('radio.stale_weeks', true);
BEGIN
	IF pending IS NOT NULL AND pending NOT IN ('', '{}') THEN
		PERFORM set_config('radio.stale_weeks', '', true);
		UPDATE week_figures SET generation = generation + 1, time_zone = NULL
		WHERE week_id <@ pending::datemultirange;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "week_figures_for_new_week"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO week_figures (week_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "scheduled_shows_inserted_note_stale" AFTER INSERT ON "scheduled_shows" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "scheduled_shows_note_stale"();--> statement-breakpoint
CREATE TRIGGER "scheduled_shows_updated_note_stale" AFTER UPDATE ON "scheduled_shows" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "scheduled_shows_note_stale"();--> statement-breakpoint
CREATE TRIGGER "scheduled_shows_deleted_note_stale" AFTER DELETE ON "scheduled_shows" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "scheduled_shows_note_stale"();--> statement-breakpoint
CREATE TRIGGER "recurring_series_inserted_note_stale" AFTER INSERT ON "recurring_series" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "recurring_series_note_stale"();--> statement-breakpoint
CREATE TRIGGER "recurring_series_updated_note_stale" AFTER UPDATE ON "recurring_series" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "recurring_series_note_stale"();--> statement-breakpoint
CREATE TRIGGER "recurring_series_deleted_note_stale" AFTER DELETE ON "recurring_series" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "recurring_series_note_stale"();--> statement-breakpoint
-- Named after the revision triggers, so they fire after them at the commit (triggers on one event
-- fire in name order): every committing writer locks the revision row first.
CREATE CONSTRAINT TRIGGER "scheduled_shows_stale_figures" AFTER INSERT OR UPDATE OR DELETE ON "scheduled_shows" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "mark_stale_weeks"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "recurring_series_stale_figures" AFTER INSERT OR UPDATE OR DELETE ON "recurring_series" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "mark_stale_weeks"();--> statement-breakpoint
CREATE TRIGGER "weekly_schedules_week_figures" AFTER INSERT ON "weekly_schedules" FOR EACH ROW EXECUTE FUNCTION "week_figures_for_new_week"();--> statement-breakpoint
INSERT INTO "week_figures" ("week_id") SELECT "id" FROM "weekly_schedules" ON CONFLICT DO NOTHING;
