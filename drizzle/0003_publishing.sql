ALTER TABLE "blogs" ADD COLUMN "slug" text;--> statement-breakpoint
-- Existing posts get a slug from their title; a repeated one gets its id's first 8 characters.
UPDATE "blogs" AS b SET "slug" = s."slug" FROM (
  SELECT "id", CASE WHEN n > 1 THEN base || '-' || left("id"::text, 8) ELSE base END AS "slug" FROM (
    SELECT "id", base, row_number() OVER (PARTITION BY base ORDER BY "created_at", "id") AS n FROM (
      SELECT "id", "created_at",
        coalesce(nullif(trim(both '-' from left(regexp_replace(lower("title"), '[^a-z0-9]+', '-', 'g'), 80)), ''), 'post') AS base
      FROM "blogs"
    ) AS titled
  ) AS numbered
) AS s WHERE b."id" = s."id";--> statement-breakpoint
ALTER TABLE "blogs" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "featured_rank" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tech_stack" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tech_stack" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_slug_unique" UNIQUE("slug");