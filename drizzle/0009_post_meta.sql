ALTER TABLE "blogs" ADD COLUMN "meta_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "social_image" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "social_image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "social_image_width" integer;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "social_image_height" integer;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "social_image_placeholder" text;