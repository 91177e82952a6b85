CREATE TABLE "splits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_id" uuid NOT NULL,
	"track_id" uuid,
	"email" text NOT NULL,
	"collaborator_id" uuid,
	"basis_points" integer NOT NULL,
	"recoup_units" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	CONSTRAINT "splits_basis_points_range" CHECK ("splits"."basis_points" between 1 and 10000),
	CONSTRAINT "splits_recoup_units_nonnegative" CHECK ("splits"."recoup_units" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD COLUMN "split_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD COLUMN "split_part" text;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD COLUMN "split_basis_points" integer;--> statement-breakpoint
ALTER TABLE "splits" ADD CONSTRAINT "splits_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "splits" ADD CONSTRAINT "splits_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "splits" ADD CONSTRAINT "splits_collaborator_id_users_id_fk" FOREIGN KEY ("collaborator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "splits_token_hash_key" ON "splits" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "splits_release_idx" ON "splits" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "splits_email_idx" ON "splits" USING btree ("email");--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_split_id_splits_id_fk" FOREIGN KEY ("split_id") REFERENCES "public"."splits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_postings_recoup_idx" ON "ledger_postings" USING btree ("split_id") WHERE "ledger_postings"."split_part" = 'recoup';