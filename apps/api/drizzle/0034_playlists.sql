CREATE TABLE "curated_playlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"curator" text NOT NULL,
	"genre" text NOT NULL,
	"followers" integer NOT NULL,
	"cover_upload_id" uuid,
	"accepts_submissions" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playlist_pitches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"playlist_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"track_id" uuid NOT NULL,
	"pitch" text NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"decided_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "playlist_pitches_song_once" UNIQUE("playlist_id","track_id")
);
--> statement-breakpoint
ALTER TABLE "curated_playlists" ADD CONSTRAINT "curated_playlists_cover_upload_id_uploads_id_fk" FOREIGN KEY ("cover_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_pitches" ADD CONSTRAINT "playlist_pitches_playlist_id_curated_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."curated_playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_pitches" ADD CONSTRAINT "playlist_pitches_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_pitches" ADD CONSTRAINT "playlist_pitches_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playlist_pitches_owner_created_idx" ON "playlist_pitches" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "playlist_pitches_status_created_idx" ON "playlist_pitches" USING btree ("status","created_at");