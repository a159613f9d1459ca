CREATE TABLE "fill_in_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"airing_key" text NOT NULL,
	"scheduled_show_id" uuid,
	"series_id" uuid,
	"airing_date" date NOT NULL,
	"week_id" date NOT NULL,
	"day_index" smallint NOT NULL,
	"time_index" smallint NOT NULL,
	"duration" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"show_name" text NOT NULL,
	"show_template_id" uuid,
	"host_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"host_dj_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"asked_by" text,
	"note" text,
	"state" text DEFAULT 'open' NOT NULL,
	"taken_by" text,
	"taker_dj_id" uuid,
	"escalated_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fill_in_requests_state_values" CHECK ("fill_in_requests"."state" in ('open', 'pending-approval', 'taken', 'withdrawn', 'not-filled', 'airing-changed')),
	CONSTRAINT "fill_in_requests_note_length" CHECK ("fill_in_requests"."note" is null or char_length("fill_in_requests"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "show_fill_in_hosts" (
	"show_id" uuid NOT NULL,
	"dj_id" uuid NOT NULL,
	CONSTRAINT "show_fill_in_hosts_show_id_dj_id_pk" PRIMARY KEY("show_id","dj_id")
);
--> statement-breakpoint
ALTER TABLE "station_settings" ADD COLUMN "fill_in_policy" text DEFAULT 'any' NOT NULL;--> statement-breakpoint
ALTER TABLE "station_settings" ADD COLUMN "fill_in_lead_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "fill_in_requests" ADD CONSTRAINT "fill_in_requests_asked_by_users_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fill_in_requests" ADD CONSTRAINT "fill_in_requests_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fill_in_requests" ADD CONSTRAINT "fill_in_requests_taker_dj_id_djs_id_fk" FOREIGN KEY ("taker_dj_id") REFERENCES "public"."djs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_fill_in_hosts" ADD CONSTRAINT "show_fill_in_hosts_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_fill_in_hosts" ADD CONSTRAINT "show_fill_in_hosts_dj_id_djs_id_fk" FOREIGN KEY ("dj_id") REFERENCES "public"."djs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fill_in_requests_one_open_per_airing" ON "fill_in_requests" USING btree ("airing_key") WHERE "fill_in_requests"."state" in ('open', 'pending-approval', 'taken');--> statement-breakpoint
CREATE INDEX "fill_in_requests_week_idx" ON "fill_in_requests" USING btree ("week_id");--> statement-breakpoint
CREATE INDEX "fill_in_requests_state_idx" ON "fill_in_requests" USING btree ("state","starts_at");--> statement-breakpoint
ALTER TABLE "station_settings" ADD CONSTRAINT "station_settings_fill_in_policy" CHECK ("station_settings"."fill_in_policy" in ('any', 'approval'));--> statement-breakpoint
ALTER TABLE "station_settings" ADD CONSTRAINT "station_settings_fill_in_lead" CHECK ("station_settings"."fill_in_lead_hours" between 1 and 336);