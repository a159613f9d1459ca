-- The weeks a bulk insert or delete of placements touches (drizzle/0013_week_figures.sql): the
-- distinct keys are found from the plain columns first and only they are built as JSON. Building
-- a JSON key for every row and then sorting them took a 52-week copy of 5,200 placements about
-- 50 ms; the distinct columns are 52 rows (docs/decisions/0043).
CREATE OR REPLACE FUNCTION "scheduled_shows_note_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	touched jsonb;
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT jsonb_agg(jsonb_build_object('weekly_schedule_id', k.weekly_schedule_id,
			'original_instance_date', k.original_instance_date, 'recurring_series_id', k.recurring_series_id,
			'is_exception', k.is_exception, 'is_deleted_instance', k.is_deleted_instance)) INTO touched
		FROM (SELECT DISTINCT weekly_schedule_id, original_instance_date, recurring_series_id,
			is_exception, is_deleted_instance FROM new_rows) AS k;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT jsonb_agg(jsonb_build_object('weekly_schedule_id', k.weekly_schedule_id,
			'original_instance_date', k.original_instance_date, 'recurring_series_id', k.recurring_series_id,
			'is_exception', k.is_exception, 'is_deleted_instance', k.is_deleted_instance)) INTO touched
		FROM (SELECT DISTINCT weekly_schedule_id, original_instance_date, recurring_series_id,
			is_exception, is_deleted_instance FROM old_rows) AS k;
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
$$;
