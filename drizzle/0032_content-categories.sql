CREATE TABLE "content_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"commitment_kind" text,
	"commitment_value" numeric(6, 2),
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_categories_name_length" CHECK (char_length("content_categories"."name") between 1 and 60 and "content_categories"."name" = btrim("content_categories"."name")),
	CONSTRAINT "content_categories_color_hex" CHECK ("content_categories"."color" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "content_categories_commitment_kind" CHECK ("content_categories"."commitment_kind" is null or "content_categories"."commitment_kind" in ('at_least_hours', 'at_most_hours', 'at_least_percent', 'at_most_percent')),
	CONSTRAINT "content_categories_commitment_pair" CHECK (("content_categories"."commitment_kind" is null) = ("content_categories"."commitment_value" is null)),
	CONSTRAINT "content_categories_commitment_range" CHECK ("content_categories"."commitment_value" is null or ("content_categories"."commitment_value" >= 0 and "content_categories"."commitment_value" <= case when "content_categories"."commitment_kind" in ('at_least_hours', 'at_most_hours') then 168 else 100 end))
);
--> statement-breakpoint
CREATE TABLE "show_content_categories" (
	"show_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "show_content_categories_show_id_category_id_pk" PRIMARY KEY("show_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "recurring_series" ADD COLUMN "is_repeat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_shows" ADD COLUMN "is_repeat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "station_settings" ADD COLUMN "reports_open_to_members" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "station_settings" ADD COLUMN "report_paper_size" text DEFAULT 'a4' NOT NULL;--> statement-breakpoint
ALTER TABLE "show_content_categories" ADD CONSTRAINT "show_content_categories_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_content_categories" ADD CONSTRAINT "show_content_categories_category_id_content_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_categories_name_key" ON "content_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "show_content_categories_category_idx" ON "show_content_categories" USING btree ("category_id");--> statement-breakpoint
ALTER TABLE "station_settings" ADD CONSTRAINT "station_settings_report_paper" CHECK ("station_settings"."report_paper_size" in ('a4', 'letter'));--> statement-breakpoint
-- Categories and the shows they tag are part of the Show Library: their changes move the
-- "library" revision (0019), so whatever is kept per revision (Reports, live updates) is read anew.
CREATE CONSTRAINT TRIGGER "content_categories_revision" AFTER INSERT OR UPDATE OR DELETE ON "content_categories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (current_setting('radio.queued_revision_library', true) IS DISTINCT FROM 'yes' AND set_config('radio.queued_revision_library', 'yes', true) = 'yes')
EXECUTE FUNCTION "move_revision"('library');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "show_content_categories_revision" AFTER INSERT OR UPDATE OR DELETE ON "show_content_categories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (current_setting('radio.queued_revision_library', true) IS DISTINCT FROM 'yes' AND set_config('radio.queued_revision_library', 'yes', true) = 'yes')
EXECUTE FUNCTION "move_revision"('library');
