ALTER TABLE "blogs" ADD COLUMN "files" text[];--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "files" text[];--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "files" text[];--> statement-breakpoint
CREATE INDEX "blogs_files_idx" ON "blogs" USING gin ("files");--> statement-breakpoint
CREATE INDEX "blogs_files_unread_idx" ON "blogs" USING btree ("id") WHERE "blogs"."files" is null;--> statement-breakpoint
CREATE INDEX "projects_files_idx" ON "projects" USING gin ("files");--> statement-breakpoint
CREATE INDEX "projects_files_unread_idx" ON "projects" USING btree ("id") WHERE "projects"."files" is null;--> statement-breakpoint
-- `files` (the uploads a row names, read from its image fields and Markdown as its page reads
-- them: src/lib/media/named-files.ts) is filled only by a statement that changes nothing else:
-- the app's save writes the row, then its `files`, in one transaction. Any INSERT, and any
-- UPDATE that changes a naming column (the arguments), leaves it NULL, "not read yet": a row
-- written by another door (a seed, an import, a re-encoded image, a hand-written query) is read
-- again by the in-use check and recorded by the start-up backfill, never trusted as it came.
CREATE OR REPLACE FUNCTION "forget_named_files"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_row jsonb;
  last_row jsonb;
  naming text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.files := NULL;
    RETURN NEW;
  END IF;
  next_row := to_jsonb(NEW);
  last_row := to_jsonb(OLD);
  FOREACH naming IN ARRAY TG_ARGV LOOP
    IF (next_row -> naming) IS DISTINCT FROM (last_row -> naming) THEN
      NEW.files := NULL;
      RETURN NEW;
    END IF;
  END LOOP;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "blogs_files" BEFORE INSERT OR UPDATE ON "blogs" FOR EACH ROW EXECUTE FUNCTION "forget_named_files"('content', 'image_url', 'social_image');--> statement-breakpoint
CREATE TRIGGER "projects_files" BEFORE INSERT OR UPDATE ON "projects" FOR EACH ROW EXECUTE FUNCTION "forget_named_files"('description', 'logo', 'screenshot');--> statement-breakpoint
CREATE TRIGGER "profile_files" BEFORE INSERT OR UPDATE ON "profile" FOR EACH ROW EXECUTE FUNCTION "forget_named_files"('about', 'avatar', 'resume_url');--> statement-breakpoint
-- Recording which uploads a row names is no change of its content: not a new version
-- (drizzle/0005_versions.sql, with `files` left out of the comparison).
CREATE OR REPLACE FUNCTION "bump_row_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.version = OLD.version
    AND (to_jsonb(NEW) - 'deleted_at' - 'version' - 'files') IS DISTINCT FROM (to_jsonb(OLD) - 'deleted_at' - 'version' - 'files') THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END
$$;
