ALTER TABLE "profiles" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "time_format" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_language_values" CHECK ("profiles"."language" in ('en', 'es', 'fr', 'de', 'pt-BR'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_time_format_values" CHECK ("profiles"."time_format" in ('24h', '12h'));