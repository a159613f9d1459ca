-- A week's overlap flag on the dashboard sees the shows carried in from the week before (a
-- Saturday-night show running on into Sunday, decision 0057), so a write that touches a week also
-- makes the week after it stale (decision 0059, update of 2026-11-27). Marking one week more per
-- write costs one more week counted at the next dashboard read; it needs no day of the week in the
-- keys the triggers hand on, and holds whatever the overnight setting is (a change of it counts
-- every week again anyway).
CREATE OR REPLACE FUNCTION "weeks_touched_by_rows"("touched" jsonb) RETURNS datemultirange LANGUAGE sql STABLE AS $$
	WITH r AS (
		SELECT * FROM jsonb_to_recordset("touched") AS x(
			weekly_schedule_id date, original_instance_date date, recurring_series_id uuid,
			is_exception boolean, is_deleted_instance boolean)
	)
	SELECT range_agg(w) FROM (
		SELECT daterange(weekly_schedule_id, weekly_schedule_id + 7, '[]') AS w FROM r
		UNION ALL
		SELECT daterange(week_of(original_instance_date), week_of(original_instance_date) + 7, '[]')
		FROM r WHERE original_instance_date IS NOT NULL
		UNION ALL
		SELECT daterange(week_of(s.start_date), s.end_date + 7, '[]')
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
			WHERE (o.recurrence_rule, o.start_date, o.end_date, o.time_index, o.duration)
			IS DISTINCT FROM (n.recurrence_rule, n.start_date, n.end_date, n.time_index, n.duration)));
	END IF;
	RETURN NULL;
END
$$;
