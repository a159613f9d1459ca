ALTER TABLE "week_figures" ADD COLUMN "unfilled_minutes" integer;--> statement-breakpoint
ALTER TABLE "station_settings" ADD COLUMN "gap_minimum_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "station_settings" ADD COLUMN "unfilled_finalize_rule" text DEFAULT 'allow' NOT NULL;--> statement-breakpoint
ALTER TABLE "station_settings" ADD COLUMN "fallback_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "station_settings" ADD COLUMN "fallback_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "station_settings" ADD COLUMN "fallback_image_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "station_settings" ADD CONSTRAINT "station_settings_gap_minimum" CHECK ("station_settings"."gap_minimum_minutes" between 15 and 360 and "station_settings"."gap_minimum_minutes" % 15 = 0);--> statement-breakpoint
ALTER TABLE "station_settings" ADD CONSTRAINT "station_settings_unfilled_rule" CHECK ("station_settings"."unfilled_finalize_rule" in ('allow', 'confirm', 'refuse'));--> statement-breakpoint
-- Figures kept before have no unfilled time (decision 0070): every week is counted again once, at
-- the next dashboard read, as when "host away" was added (0027).
UPDATE "week_figures" SET "generation" = "generation" + 1, "time_zone" = NULL;
