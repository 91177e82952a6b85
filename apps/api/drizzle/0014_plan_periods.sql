CREATE TABLE "plan_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "plan_periods_order" CHECK ("plan_periods"."ends_at" is null or "plan_periods"."ends_at" >= "plan_periods"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "plan_periods" ADD CONSTRAINT "plan_periods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_periods_user_starts_idx" ON "plan_periods" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_periods_open_key" ON "plan_periods" USING btree ("user_id") WHERE "plan_periods"."ends_at" is null;--> statement-breakpoint
-- Accounts made before plan history was kept: their present plan, from their creation on.
INSERT INTO "plan_periods" ("user_id", "plan_name", "starts_at")
SELECT "s"."user_id", "s"."plan_name", "u"."created_at"
FROM "subscriptions" "s" JOIN "users" "u" ON "u"."id" = "s"."user_id";
