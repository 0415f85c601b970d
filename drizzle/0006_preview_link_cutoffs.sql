CREATE TABLE "preview_link_cutoffs" (
	"collection" text NOT NULL,
	"item_id" uuid NOT NULL,
	"valid_after" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "preview_link_cutoffs_collection_item_id_pk" PRIMARY KEY("collection","item_id")
);
