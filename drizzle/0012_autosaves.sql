CREATE TABLE "autosaves" (
	"id" uuid PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"item_id" uuid,
	"title" text DEFAULT '' NOT NULL,
	"values" jsonb NOT NULL,
	"initial" jsonb NOT NULL,
	"base" jsonb,
	"base_version" integer,
	"files" text[] DEFAULT '{}' NOT NULL,
	"device_id" text NOT NULL,
	"device_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autosaves_profile_has_no_item" CHECK ("autosaves"."collection" <> 'profile' or "autosaves"."item_id" is null)
);
--> statement-breakpoint
CREATE INDEX "autosaves_item_idx" ON "autosaves" USING btree ("collection","item_id");--> statement-breakpoint
CREATE INDEX "autosaves_files_idx" ON "autosaves" USING gin ("files");