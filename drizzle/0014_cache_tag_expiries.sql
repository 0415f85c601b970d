CREATE TABLE "cache_tag_expiries" (
	"tag" text PRIMARY KEY NOT NULL,
	"expired_at" timestamp with time zone NOT NULL
);
