CREATE TABLE "djs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"bio" text,
	"avatar_url" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"email" text,
	"phone" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "djs_name_length" CHECK (char_length("djs"."name") between 1 and 100),
	CONSTRAINT "djs_bio_length" CHECK ("djs"."bio" is null or char_length("djs"."bio") <= 1000),
	CONSTRAINT "djs_phone_length" CHECK ("djs"."phone" is null or char_length("djs"."phone") <= 20)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"links" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text,
	"avatar_url" text,
	"timezone" text,
	"role" text DEFAULT 'DJ' NOT NULL,
	"email" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"show_template_id" uuid,
	"recurrence_rule" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"time_index" smallint NOT NULL,
	"duration" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_series_time_index_range" CHECK ("recurring_series"."time_index" between 0 and 95),
	CONSTRAINT "recurring_series_duration_range" CHECK ("recurring_series"."duration" between 1 and 96),
	CONSTRAINT "recurring_series_end_after_start" CHECK ("recurring_series"."end_date" is null or "recurring_series"."end_date" >= "recurring_series"."start_date")
);
--> statement-breakpoint
CREATE TABLE "scheduled_shows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"weekly_schedule_id" date NOT NULL,
	"show_template_id" uuid,
	"show_name" text NOT NULL,
	"show_genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"show_description" text,
	"show_color" text NOT NULL,
	"show_image_url" text,
	"dj_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"dj_avatar_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"day_index" smallint NOT NULL,
	"time_index" smallint NOT NULL,
	"duration" smallint NOT NULL,
	"recurring_series_id" uuid,
	"is_exception" boolean DEFAULT false NOT NULL,
	"is_deleted_instance" boolean DEFAULT false NOT NULL,
	"original_instance_date" date,
	"weekly_schedule_status" text DEFAULT 'not-started' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_shows_day_index_range" CHECK ("scheduled_shows"."day_index" between 0 and 6),
	CONSTRAINT "scheduled_shows_time_index_range" CHECK ("scheduled_shows"."time_index" between 0 and 95),
	CONSTRAINT "scheduled_shows_duration_range" CHECK ("scheduled_shows"."duration" between 1 and 96),
	CONSTRAINT "scheduled_shows_within_week" CHECK ("scheduled_shows"."day_index" * 96 + "scheduled_shows"."time_index" + "scheduled_shows"."duration" <= 672),
	CONSTRAINT "scheduled_shows_status_values" CHECK ("scheduled_shows"."weekly_schedule_status" in ('not-started', 'draft', 'finalized')),
	CONSTRAINT "scheduled_shows_exception_needs_series" CHECK (not ("scheduled_shows"."is_exception" or "scheduled_shows"."is_deleted_instance") or ("scheduled_shows"."recurring_series_id" is not null and "scheduled_shows"."original_instance_date" is not null))
);
--> statement-breakpoint
CREATE TABLE "shows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"dj_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"duration" numeric(5, 2) DEFAULT 1 NOT NULL,
	"genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"color" text DEFAULT '#3b82f6' NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shows_name_present" CHECK (char_length(btrim("shows"."name")) > 0),
	CONSTRAINT "shows_duration_steps" CHECK ("shows"."duration" >= 0.25 and "shows"."duration" <= 24 and "shows"."duration" * 4 = floor("shows"."duration" * 4)),
	CONSTRAINT "shows_color_hex" CHECK ("shows"."color" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "weekly_schedules" (
	"id" date PRIMARY KEY NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'not-started' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_schedules_id_is_sunday" CHECK (extract(dow from "weekly_schedules"."id") = 0),
	CONSTRAINT "weekly_schedules_start_is_id" CHECK ("weekly_schedules"."start_date" = "weekly_schedules"."id"),
	CONSTRAINT "weekly_schedules_end_is_saturday" CHECK ("weekly_schedules"."end_date" = "weekly_schedules"."id" + 6),
	CONSTRAINT "weekly_schedules_status_values" CHECK ("weekly_schedules"."status" in ('not-started', 'draft', 'finalized'))
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_series" ADD CONSTRAINT "recurring_series_show_template_id_shows_id_fk" FOREIGN KEY ("show_template_id") REFERENCES "public"."shows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_shows" ADD CONSTRAINT "scheduled_shows_weekly_schedule_id_weekly_schedules_id_fk" FOREIGN KEY ("weekly_schedule_id") REFERENCES "public"."weekly_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_shows" ADD CONSTRAINT "scheduled_shows_show_template_id_shows_id_fk" FOREIGN KEY ("show_template_id") REFERENCES "public"."shows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_shows" ADD CONSTRAINT "scheduled_shows_recurring_series_id_recurring_series_id_fk" FOREIGN KEY ("recurring_series_id") REFERENCES "public"."recurring_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "djs_created_at_idx" ON "djs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "scheduled_shows_week_slot_idx" ON "scheduled_shows" USING btree ("weekly_schedule_id","day_index","time_index");--> statement-breakpoint
CREATE INDEX "scheduled_shows_series_idx" ON "scheduled_shows" USING btree ("recurring_series_id");--> statement-breakpoint
CREATE INDEX "shows_created_at_idx" ON "shows" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");