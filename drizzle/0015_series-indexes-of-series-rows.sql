DROP INDEX "scheduled_shows_series_idx";--> statement-breakpoint
DROP INDEX "scheduled_shows_series_first_idx";--> statement-breakpoint
CREATE INDEX "scheduled_shows_series_idx" ON "scheduled_shows" USING btree ("recurring_series_id") WHERE "scheduled_shows"."recurring_series_id" is not null;--> statement-breakpoint
CREATE INDEX "scheduled_shows_series_first_idx" ON "scheduled_shows" USING btree ("recurring_series_id","created_at") WHERE "scheduled_shows"."is_exception" = false and "scheduled_shows"."recurring_series_id" is not null;