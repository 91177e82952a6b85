CREATE TABLE "artwork_hashes" (
	"upload_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"dhash" bigint NOT NULL,
	"text_share" real NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audio_fingerprint_keys" (
	"key" integer NOT NULL,
	"upload_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	CONSTRAINT "audio_fingerprint_keys_key_upload_id_pk" PRIMARY KEY("key","upload_id")
);
--> statement-breakpoint
CREATE TABLE "audio_fingerprints" (
	"upload_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"fingerprint" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_checks" (
	"release_id" uuid PRIMARY KEY NOT NULL,
	"findings" jsonb NOT NULL,
	"passed" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"auto_decision" text
);
--> statement-breakpoint
ALTER TABLE "artwork_hashes" ADD CONSTRAINT "artwork_hashes_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_hashes" ADD CONSTRAINT "artwork_hashes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_fingerprint_keys" ADD CONSTRAINT "audio_fingerprint_keys_upload_id_audio_fingerprints_upload_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."audio_fingerprints"("upload_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_fingerprints" ADD CONSTRAINT "audio_fingerprints_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_fingerprints" ADD CONSTRAINT "audio_fingerprints_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_checks" ADD CONSTRAINT "release_checks_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audio_fingerprint_keys_upload_idx" ON "audio_fingerprint_keys" USING btree ("upload_id");