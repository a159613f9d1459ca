-- A week's figures generation (drizzle/0013_week_figures.sql, decision 0042) is also the mark
-- Reports keep each week's count by (decision 0073, amended 2026-11-27), so it now moves with what
-- only reports read: a placement's genres, "Repeat" flag and Show Library entry, and a series'
-- entry and "Repeat" flag (its instances take both from the series). The weeks marked are those
-- marked before for any other change of the same rows. The dashboard counts such a week again
-- once, to the same figures: these writes are rare (an edit of one placement or series).
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
				o.created_at, o.show_genres, o.is_repeat, o.show_template_id)
			IS DISTINCT FROM (n.weekly_schedule_id, n.day_index, n.time_index, n.duration,
				n.recurring_series_id, n.is_exception, n.is_deleted_instance, n.original_instance_date,
				n.show_name, n.dj_names, n.created_at, n.show_genres, n.is_repeat, n.show_template_id)
		) AS changed, LATERAL (VALUES (changed.before), (changed.after)) AS both_sides(side);
	END IF;
	IF touched IS NOT NULL THEN
		PERFORM note_stale_weeks(weeks_touched_by_rows(touched));
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "recurring_series_note_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM note_stale_weeks((SELECT range_agg(daterange(week_of(start_date), end_date + 7, '[]')) FROM new_rows));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM note_stale_weeks((SELECT range_agg(daterange(week_of(start_date), end_date + 7, '[]')) FROM old_rows));
	ELSE
		PERFORM note_stale_weeks((
			SELECT range_agg(w) FROM old_rows o JOIN new_rows n USING (id),
			LATERAL (VALUES (daterange(week_of(o.start_date), o.end_date + 7, '[]')),
				(daterange(week_of(n.start_date), n.end_date + 7, '[]'))) AS both_sides(w)
			WHERE (o.recurrence_rule, o.start_date, o.end_date, o.time_index, o.duration,
				o.is_repeat, o.show_template_id)
			IS DISTINCT FROM (n.recurrence_rule, n.start_date, n.end_date, n.time_index, n.duration,
				n.is_repeat, n.show_template_id)));
	END IF;
	RETURN NULL;
END
$$;
