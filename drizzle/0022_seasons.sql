CREATE TABLE "seasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seasons_name_length" CHECK (char_length("seasons"."name") between 1 and 60),
	CONSTRAINT "seasons_last_after_first" CHECK ("seasons"."last_day" >= "seasons"."first_day"),
	CONSTRAINT "seasons_at_most_a_year" CHECK ("seasons"."last_day" - "seasons"."first_day" < 366)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_name_key" ON "seasons" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "seasons_first_day_idx" ON "seasons" USING btree ("first_day");--> statement-breakpoint
-- Seasons never overlap (decision 0056), held by the database so that two racing writes cannot
-- both store overlapping days: a GiST exclusion over each season's days, both ends included.
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_no_overlap" EXCLUDE USING gist (daterange("first_day", "last_day", '[]') WITH &&);
