CREATE TABLE "item_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection" text NOT NULL,
	"item_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"changes" text[] DEFAULT '{}' NOT NULL,
	"files" text[] DEFAULT '{}' NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tech_stack" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "item_versions_item_version_idx" ON "item_versions" USING btree ("collection","item_id","version");--> statement-breakpoint
CREATE INDEX "item_versions_files_idx" ON "item_versions" USING gin ("files");--> statement-breakpoint
-- Every UPDATE that changes an item's content makes it a new version, whatever wrote it (a
-- form, a reorder, a publish): the If-Match check of an edit (src/lib/versions) then sees
-- every change made since the form was opened. Moving to the trash and back is not a change
-- of content; a write that sets the version itself (an import, a test putting a row back)
-- keeps the one it sets.
CREATE OR REPLACE FUNCTION "bump_row_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.version = OLD.version
    AND (to_jsonb(NEW) - 'deleted_at' - 'version') IS DISTINCT FROM (to_jsonb(OLD) - 'deleted_at' - 'version') THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "blogs_version" BEFORE UPDATE ON "blogs" FOR EACH ROW EXECUTE FUNCTION "bump_row_version"();--> statement-breakpoint
CREATE TRIGGER "projects_version" BEFORE UPDATE ON "projects" FOR EACH ROW EXECUTE FUNCTION "bump_row_version"();--> statement-breakpoint
CREATE TRIGGER "experiences_version" BEFORE UPDATE ON "experiences" FOR EACH ROW EXECUTE FUNCTION "bump_row_version"();--> statement-breakpoint
CREATE TRIGGER "certifications_version" BEFORE UPDATE ON "certifications" FOR EACH ROW EXECUTE FUNCTION "bump_row_version"();--> statement-breakpoint
CREATE TRIGGER "tech_stack_version" BEFORE UPDATE ON "tech_stack" FOR EACH ROW EXECUTE FUNCTION "bump_row_version"();--> statement-breakpoint
CREATE TRIGGER "profile_version" BEFORE UPDATE ON "profile" FOR EACH ROW EXECUTE FUNCTION "bump_row_version"();
