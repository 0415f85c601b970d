ALTER TABLE "blogs" ADD COLUMN "image_url_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "image_url_width" integer;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "image_url_height" integer;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "image_url_placeholder" text;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "image_width" integer;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "image_height" integer;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "image_placeholder" text;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "avatar_width" integer;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "avatar_height" integer;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "avatar_placeholder" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "logo_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "logo_width" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "logo_height" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "logo_placeholder" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "screenshot_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "screenshot_width" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "screenshot_height" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "screenshot_placeholder" text;--> statement-breakpoint
ALTER TABLE "tech_stack" ADD COLUMN "image_url_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tech_stack" ADD COLUMN "image_url_width" integer;--> statement-breakpoint
ALTER TABLE "tech_stack" ADD COLUMN "image_url_height" integer;--> statement-breakpoint
ALTER TABLE "tech_stack" ADD COLUMN "image_url_placeholder" text;