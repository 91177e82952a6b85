CREATE TABLE "site_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"fields" jsonb NOT NULL,
	"pages" jsonb NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "site_entries_kind_position_idx" ON "site_entries" USING btree ("kind","position");