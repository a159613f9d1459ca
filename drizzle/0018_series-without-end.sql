-- A series may have no end (DESIGN.md D16, docs/decisions/0053-a-standing-schedule.md): a rule
-- ending "never" with no end of the series itself runs until changed, so its last date is
-- 'infinity' (a sentinel PostgreSQL orders after every date: the column stays NOT NULL and every
-- "last_date >= <week>" filter and the (last_date, start_date) index keep working unchanged).
-- Rules with an end keep the earliest of their ends and the ten-year horizon, as in 0012.
CREATE OR REPLACE FUNCTION "recurring_series_last_date"("rule" jsonb, "first" date, "ends" date) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE WHEN "rule"->>'endType' = 'never' THEN coalesce("ends", 'infinity'::date) ELSE least(
		"ends",
		("first" + interval '120 months')::date - 1,
		CASE WHEN "rule"->>'endType' = 'date' AND "rule"->>'endDate' IS NOT NULL THEN make_date(
			substr("rule"->>'endDate', 1, 4)::int,
			substr("rule"->>'endDate', 6, 2)::int,
			substr("rule"->>'endDate', 9, 2)::int) END,
		CASE WHEN "rule"->>'endType' = 'count' AND "rule"->>'count' IS NOT NULL THEN (
			WITH "n" AS (SELECT ("rule"->>'count')::int * ("rule"->>'interval')::int AS "periods")
			SELECT CASE "rule"->>'frequency'
				WHEN 'daily' THEN "first" + least("periods" - ("rule"->>'interval')::int, 3700)
				WHEN 'weekly' THEN "first" - extract(isodow FROM "first")::int + 7 * least("periods", 530) + 7
				WHEN 'monthly' THEN CASE WHEN "rule" ? 'byNthWeekday'
						OR jsonb_path_exists("rule", '$.byMonthday[*] ? (@ <= 28)')
						OR (coalesce(jsonb_array_length("rule"->'byMonthday'), 0) = 0 AND extract(day FROM "first") <= 28)
					THEN (make_date(extract(year FROM "first")::int, extract(month FROM "first")::int, 1)
						+ make_interval(months => least("periods", 121) + 1))::date - 1 END
				WHEN 'yearly' THEN CASE WHEN extract(day FROM "first") <= 28
					THEN make_date(extract(year FROM "first")::int + least("periods", 11), 12, 31) END
			END FROM "n") END
	) END
$$;--> statement-breakpoint
-- Series stored endless before (only an earlier version could: imports refused "never" from
-- decision 0017 to this one) were read up to ten years after their first date; that horizon
-- becomes their end, so nothing they show changes. The update also recomputes their last_date.
UPDATE "recurring_series" SET "end_date" = ("start_date" + interval '120 months')::date - 1
WHERE "recurrence_rule"->>'endType' = 'never'
	AND ("end_date" IS NULL OR "end_date" > ("start_date" + interval '120 months')::date - 1);
