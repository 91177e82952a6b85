CREATE TABLE "cover_art_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"prompt" text NOT NULL,
	"style" text NOT NULL,
	"provider" text NOT NULL,
	"model" text,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failure_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cover_art_sets_failure_check" CHECK (("cover_art_sets"."status" = 'failed') = ("cover_art_sets"."failure_code" is not null))
);
--> statement-breakpoint
ALTER TABLE "cover_art_sets" ADD CONSTRAINT "cover_art_sets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cover_art_sets_owner_created_idx" ON "cover_art_sets" USING btree ("owner_id","created_at","id");