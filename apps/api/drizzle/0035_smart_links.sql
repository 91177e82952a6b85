CREATE TABLE "smart_link_hits" (
	"link_id" uuid NOT NULL,
	"day" date NOT NULL,
	"store_id" text NOT NULL,
	"visitor" text NOT NULL,
	"country" text NOT NULL,
	"referrer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_link_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"release_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"stores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"theme" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "smart_link_hits" ADD CONSTRAINT "smart_link_hits_link_id_smart_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."smart_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_links" ADD CONSTRAINT "smart_links_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_links" ADD CONSTRAINT "smart_links_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "smart_link_hits_key" ON "smart_link_hits" USING btree ("link_id","day","store_id","visitor");--> statement-breakpoint
CREATE UNIQUE INDEX "smart_links_slug_key" ON "smart_links" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "smart_links_default_key" ON "smart_links" USING btree ("release_id") WHERE "smart_links"."is_default";--> statement-breakpoint
CREATE INDEX "smart_links_owner_created_idx" ON "smart_links" USING btree ("owner_id","created_at");