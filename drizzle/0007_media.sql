CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer,
	"width" integer,
	"height" integer,
	"placeholder" text,
	"alt" text DEFAULT '' NOT NULL,
	"origin" text DEFAULT 'item' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created_at");--> statement-breakpoint
-- A kept version's `files` also lists the uploads its text names (a post's content, a
-- project's description: src/lib/media/upload-urls.ts, the same pattern), so that an image
-- inside a post stays while a version that shows it is kept.
UPDATE "item_versions" AS v SET "files" = ARRAY(
  SELECT DISTINCT f FROM (
    SELECT unnest(v."files") AS f
    UNION
    SELECT (regexp_matches(
      coalesce(v."snapshot"->>'content', '') || ' ' || coalesce(v."snapshot"->>'description', ''),
      '((?:https://[A-Za-z0-9.-]+\.blob\.vercel-storage\.com/(?:images|files)|/uploads)/[a-z0-9-]+\.(?:png|jpg|webp|gif|avif|pdf))',
      'g'))[1]
  ) AS named ORDER BY f
)
WHERE coalesce(v."snapshot"->>'content', '') || ' ' || coalesce(v."snapshot"->>'description', '') ~ '(/uploads/|\.blob\.vercel-storage\.com/)';
