ALTER TABLE "djs" ADD COLUMN "former_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Entries renamed before this migration: their former names, latest first, from the activity log
-- (dj.update records previousName), as far as it reaches; the same bound as dj-former-names.ts.
UPDATE "djs" SET "former_names" = "known"."names"
FROM (
	SELECT "id", array_agg("name" ORDER BY "last_at" DESC) AS "names"
	FROM (
		SELECT d."id", min(a."details"->>'previousName') AS "name", max(a."at") AS "last_at",
			row_number() OVER (PARTITION BY d."id" ORDER BY max(a."at") DESC) AS "rank"
		FROM "djs" d
		JOIN "activity_log" a ON a."subject_type" = 'dj' AND a."subject_id" = d."id"::text
			AND a."action" = 'dj.update' AND a."details"->>'previousName' IS NOT NULL
		WHERE lower(a."details"->>'previousName') <> lower(d."name")
		GROUP BY d."id", lower(a."details"->>'previousName')
	) "renamed"
	WHERE "rank" <= 10
	GROUP BY "id"
) "known"
WHERE "djs"."id" = "known"."id";
