-- The last date a series can occur on, from its rule, first date and end (DESIGN.md D8): the
-- earliest of its end, the rule's end date, the ten-year horizon (SPEC.md §9) and, for a rule
-- ending after a count, a date its count has surely run out by (each period of a daily, weekly,
-- nth-weekday or day-28-or-earlier monthly/yearly rule holds at least one occurrence; other
-- counted rules rely on the horizon). Never earlier than the real last occurrence, which is all
-- week reads need to skip a series in SQL; the expansion itself stays exact
-- (docs/decisions/0039-series-reads-that-do-not-grow.md). Dates are built with make_date, not cast
-- from text, so the function is truly immutable, as a generated column requires.
CREATE FUNCTION "recurring_series_last_date"("rule" jsonb, "first" date, "ends" date) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT least(
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
	)
$$;--> statement-breakpoint
ALTER TABLE "recurring_series" ADD COLUMN "last_date" date GENERATED ALWAYS AS (recurring_series_last_date(recurrence_rule, start_date, end_date)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "recurring_series_last_date_idx" ON "recurring_series" USING btree ("last_date","start_date");--> statement-breakpoint
CREATE INDEX "scheduled_shows_series_first_idx" ON "scheduled_shows" USING btree ("recurring_series_id","created_at") WHERE "scheduled_shows"."is_exception" = false;