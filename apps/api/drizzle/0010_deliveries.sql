CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_id" uuid NOT NULL,
	"store_id" text NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"message_id" text NOT NULL,
	"batch_id" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"store_link" text,
	"delivered_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"confirmed_by" uuid,
	"confirmed_manually" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"track_id" uuid,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"md5" text NOT NULL,
	"bytes" bigint NOT NULL,
	"codec" text NOT NULL,
	"lossy" boolean DEFAULT false NOT NULL,
	"sample_rate" integer,
	"bit_depth" integer,
	"channels" integer,
	"duration_seconds" double precision,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_resources" ADD CONSTRAINT "delivery_resources_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_resources" ADD CONSTRAINT "delivery_resources_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_message_id_key" ON "deliveries" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_release_store_version_kind_key" ON "deliveries" USING btree ("release_id","store_id","version","kind");--> statement-breakpoint
CREATE INDEX "deliveries_release_idx" ON "deliveries" USING btree ("release_id","created_at");--> statement-breakpoint
CREATE INDEX "deliveries_waiting_idx" ON "deliveries" USING btree ("store_id") WHERE "deliveries"."state" = 'delivered';--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_resources_file_key" ON "delivery_resources" USING btree ("release_id","version","file_name");