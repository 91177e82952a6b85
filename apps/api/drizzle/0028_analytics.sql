CREATE TABLE "analytics_facts" (
	"day" date NOT NULL,
	"origin" text NOT NULL,
	"import_id" uuid,
	"artist_id" uuid NOT NULL,
	"release_id" uuid NOT NULL,
	"track_id" uuid,
	"store_id" text NOT NULL,
	"country" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"playlist_id" text DEFAULT '' NOT NULL,
	"age_band" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"streams" bigint DEFAULT 0 NOT NULL,
	"downloads" bigint DEFAULT 0 NOT NULL,
	"listeners" bigint DEFAULT 0 NOT NULL,
	"saves" bigint DEFAULT 0 NOT NULL,
	"playlist_adds" bigint DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL
) PARTITION BY RANGE ("day");
--> statement-breakpoint
-- One partition per month (decision 041), made by whoever first writes a fact of that month,
-- under the trend import's lock; dropping a month's partition forgets it at once.
CREATE FUNCTION "analytics_facts_month"(d date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  m date := date_trunc('month', d)::date;
  name text := 'analytics_facts_' || to_char(m, 'YYYY_MM');
BEGIN
  IF to_regclass(name) IS NULL THEN
    EXECUTE format('CREATE TABLE %I PARTITION OF analytics_facts FOR VALUES FROM (%L) TO (%L)',
      name, m, (m + interval '1 month')::date);
  END IF;
END $$;
--> statement-breakpoint
CREATE TABLE "analytics_playlists" (
	"store_id" text NOT NULL,
	"playlist_id" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "analytics_playlists_store_id_playlist_id_pk" PRIMARY KEY("store_id","playlist_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollups" (
	"artist_id" uuid NOT NULL,
	"dimension" text NOT NULL,
	"store_id" text NOT NULL,
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"key" text NOT NULL,
	"streams" bigint DEFAULT 0 NOT NULL,
	"downloads" bigint DEFAULT 0 NOT NULL,
	"listeners" bigint DEFAULT 0 NOT NULL,
	"saves" bigint DEFAULT 0 NOT NULL,
	"playlist_adds" bigint DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_rollups_artist_id_dimension_store_id_grain_period_key_pk" PRIMARY KEY("artist_id","dimension","store_id","grain","period","key")
);
--> statement-breakpoint
CREATE TABLE "store_trend_mappings" (
	"store_id" text PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trend_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"format" text NOT NULL,
	"content_hash" text NOT NULL,
	"filename" text,
	"line_count" integer DEFAULT 0 NOT NULL,
	"matched_count" integer DEFAULT 0 NOT NULL,
	"first_day" date,
	"last_day" date,
	"replaced_count" integer DEFAULT 0 NOT NULL,
	"imported_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trend_unmatched_lines" (
	"import_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"day" date NOT NULL,
	"store" text NOT NULL,
	"country" text NOT NULL,
	"isrc" text NOT NULL,
	"upc" text NOT NULL,
	"streams" bigint NOT NULL,
	"downloads" bigint NOT NULL,
	CONSTRAINT "trend_unmatched_lines_import_id_line_number_pk" PRIMARY KEY("import_id","line_number")
);
--> statement-breakpoint
ALTER TABLE "store_trend_mappings" ADD CONSTRAINT "store_trend_mappings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_trend_mappings" ADD CONSTRAINT "store_trend_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_imports" ADD CONSTRAINT "trend_imports_store_stores_id_fk" FOREIGN KEY ("store") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_imports" ADD CONSTRAINT "trend_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_unmatched_lines" ADD CONSTRAINT "trend_unmatched_lines_import_id_trend_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."trend_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_facts_store_day_idx" ON "analytics_facts" USING btree ("store_id","day");--> statement-breakpoint
CREATE INDEX "analytics_facts_artist_day_idx" ON "analytics_facts" USING btree ("artist_id","day");--> statement-breakpoint
CREATE INDEX "analytics_rollups_period_idx" ON "analytics_rollups" USING btree ("grain","period","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trend_imports_content_hash_key" ON "trend_imports" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "trend_imports_created_idx" ON "trend_imports" USING btree ("created_at","id");