ALTER TABLE "blogs" ADD COLUMN "seeded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "seeded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "seeded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "seeded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "demo_fields" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "seeded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tech_stack" ADD COLUMN "seeded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A site title that is the "name · role" it was made from follows them from now on ('' = follows).
UPDATE "profile" SET "site_title" = '' WHERE "site_title" = "name" || ' · ' || "role";--> statement-breakpoint
-- One public e-mail: where the Email link and the public e-mail differed, the link's address
-- (the one the footer showed) becomes the public e-mail; the link then follows it.
UPDATE "profile" SET "email" = "linked"."address"
FROM (
  SELECT "profile"."id", regexp_replace(regexp_replace("link"->>'url', '^mailto:', '', 'i'), '\?.*$', '') AS "address"
  FROM "profile", jsonb_array_elements("profile"."links") AS "link"
  WHERE "link"->>'network' = 'email'
) AS "linked"
WHERE "profile"."id" = "linked"."id" AND "linked"."address" <> '' AND "linked"."address" <> "profile"."email";
