CREATE TABLE "artists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"main_genre" text NOT NULL,
	"subgenre" text,
	"legal_first_name" text,
	"legal_last_name" text,
	"bio" text,
	"website" text,
	"country" text NOT NULL,
	"streaming_status" text DEFAULT 'to_be_created' NOT NULL,
	"streaming_service" text,
	"streaming_id" text,
	"streaming_url" text,
	"verified" boolean DEFAULT false NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artists_streaming_profile_check" CHECK (("artists"."streaming_status" = 'linked' and "artists"."streaming_service" is not null and "artists"."streaming_id" is not null and "artists"."streaming_url" is not null)
        or ("artists"."streaming_status" = 'to_be_created' and "artists"."streaming_service" is null and "artists"."streaming_id" is null and "artists"."streaming_url" is null)),
	CONSTRAINT "artists_followers_check" CHECK ("artists"."followers" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"party_id" text NOT NULL,
	"party_id_is_placeholder" boolean DEFAULT true NOT NULL,
	"transport" text DEFAULT 'folder' NOT NULL,
	"transport_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"major" boolean DEFAULT false NOT NULL,
	"premium_only" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artists_owner_name_idx" ON "artists" USING btree ("owner_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "artists_owner_created_idx" ON "artists" USING btree ("owner_id","created_at","id");