ALTER TABLE "station_settings" ADD COLUMN "publish_schedule" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "station_settings" ADD COLUMN "station_name" text DEFAULT 'Radio Station' NOT NULL;--> statement-breakpoint
ALTER TABLE "station_settings" ADD COLUMN "accent_color" text DEFAULT '#3b82f6' NOT NULL;--> statement-breakpoint
ALTER TABLE "station_settings" ADD COLUMN "logo_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "station_settings" ADD COLUMN "public_dj_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "station_settings" ADD CONSTRAINT "station_settings_accent_color" CHECK ("station_settings"."accent_color" ~ '^#[0-9a-f]{6}$');