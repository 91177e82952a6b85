CREATE TABLE "royalty_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"period" text NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" text,
	"content_hash" text NOT NULL,
	"filename" text,
	"line_count" integer DEFAULT 0 NOT NULL,
	"matched_count" integer DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	"imported_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "royalty_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"import_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"reporting_date" date,
	"sale_month" date NOT NULL,
	"store" text NOT NULL,
	"artist" text NOT NULL,
	"title" text NOT NULL,
	"isrc" text NOT NULL,
	"upc" text NOT NULL,
	"quantity" integer NOT NULL,
	"country" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"track_id" uuid,
	"release_id" uuid,
	"owner_id" uuid,
	"share_percent" integer,
	"resolved_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "royalty_imports" ADD CONSTRAINT "royalty_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_lines" ADD CONSTRAINT "royalty_lines_import_id_royalty_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."royalty_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_lines" ADD CONSTRAINT "royalty_lines_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_lines" ADD CONSTRAINT "royalty_lines_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_lines" ADD CONSTRAINT "royalty_lines_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_lines" ADD CONSTRAINT "royalty_lines_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "royalty_imports_content_hash_key" ON "royalty_imports" USING btree ("content_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "royalty_lines_import_line_key" ON "royalty_lines" USING btree ("import_id","line_number");--> statement-breakpoint
CREATE INDEX "royalty_lines_unmatched_idx" ON "royalty_lines" USING btree ("created_at","id") WHERE "royalty_lines"."status" = 'unmatched';--> statement-breakpoint
CREATE INDEX "tracks_isrc_idx" ON "tracks" USING btree ("isrc");