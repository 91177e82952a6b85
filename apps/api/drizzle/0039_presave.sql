CREATE TABLE "presave_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"release_id" uuid NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "presave_state_uses" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presave_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"service" text NOT NULL,
	"account" text NOT NULL,
	"lang" text NOT NULL,
	"country" text,
	"followers" integer,
	"access_token" text,
	"refresh_token" text,
	"token_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "presave_campaigns" ADD CONSTRAINT "presave_campaigns_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presave_campaigns" ADD CONSTRAINT "presave_campaigns_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presave_subscribers" ADD CONSTRAINT "presave_subscribers_campaign_id_presave_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."presave_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "presave_campaigns_key" ON "presave_campaigns" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "presave_campaigns_release_key" ON "presave_campaigns" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "presave_campaigns_owner_idx" ON "presave_campaigns" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "presave_subscribers_account_key" ON "presave_subscribers" USING btree ("campaign_id","service","account");--> statement-breakpoint
CREATE INDEX "presave_subscribers_due_idx" ON "presave_subscribers" USING btree ("campaign_id") WHERE "presave_subscribers"."delivered_at" is null and "presave_subscribers"."failure" is null;