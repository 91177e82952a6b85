CREATE TABLE "release_activity" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "release_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"release_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"artist_id" uuid,
	"title" text,
	"release_type" text DEFAULT 'single' NOT NULL,
	"language" text,
	"primary_genre" text,
	"secondary_genre" text,
	"record_label" text,
	"upc" text,
	"upc_is_custom" boolean DEFAULT false NOT NULL,
	"artwork_upload_id" uuid,
	"store_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"release_date" date,
	"live_date" date,
	"schedule" text DEFAULT 'standard' NOT NULL,
	"presave_enabled" boolean DEFAULT false NOT NULL,
	"presave_date" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"reopening_reason" text,
	"reopening_note" text,
	"submitted_at" timestamp with time zone,
	"reference_id" text,
	"wizard_step" text DEFAULT 'basic-info' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banned_words" (
	"word" text PRIMARY KEY NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identifier_counters" (
	"scope" text PRIMARY KEY NOT NULL,
	"last" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text,
	"track_artist" text,
	"featured_artists" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audio_upload_id" uuid,
	"isrc" text,
	"isrc_is_custom" boolean DEFAULT false NOT NULL,
	"language" text,
	"genre" text,
	"explicit" boolean DEFAULT false NOT NULL,
	"has_lyrics" boolean DEFAULT false NOT NULL,
	"lyrics" text,
	"version_type" text DEFAULT 'original' NOT NULL,
	"composer_name" text,
	"composer_uri" text,
	"intro_outro" boolean DEFAULT false NOT NULL,
	"performers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contributors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "release_activity" ADD CONSTRAINT "release_activity_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_activity" ADD CONSTRAINT "release_activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_artwork_upload_id_uploads_id_fk" FOREIGN KEY ("artwork_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banned_words" ADD CONSTRAINT "banned_words_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_audio_upload_id_uploads_id_fk" FOREIGN KEY ("audio_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_activity_release_at_idx" ON "release_activity" USING btree ("release_id","at");--> statement-breakpoint
CREATE INDEX "releases_owner_created_idx" ON "releases" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "releases_owner_submitted_idx" ON "releases" USING btree ("owner_id","submitted_at");--> statement-breakpoint
CREATE INDEX "releases_artist_idx" ON "releases" USING btree ("artist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "releases_upc_key" ON "releases" USING btree ("upc") WHERE "releases"."upc" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "releases_reference_id_key" ON "releases" USING btree ("reference_id") WHERE "releases"."reference_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tracks_release_position_key" ON "tracks" USING btree ("release_id","position");--> statement-breakpoint
CREATE INDEX "tracks_audio_upload_idx" ON "tracks" USING btree ("audio_upload_id");