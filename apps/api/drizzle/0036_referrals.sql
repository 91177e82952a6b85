CREATE TABLE "referral_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"referred_id" uuid PRIMARY KEY NOT NULL,
	"referrer_id" uuid NOT NULL,
	"source_hash" text NOT NULL,
	"refusal" text,
	"created_at" timestamp with time zone NOT NULL,
	"counted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"user_id" uuid NOT NULL,
	"tier_id" text NOT NULL,
	"plan" text NOT NULL,
	"kind" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"plan_period_id" uuid,
	"period_ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "referral_rewards_user_id_tier_id_pk" PRIMARY KEY("user_id","tier_id")
);
--> statement-breakpoint
CREATE TABLE "referral_tiers" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"threshold" integer NOT NULL,
	"reward_plan" text NOT NULL,
	"reward_days" integer NOT NULL,
	"active" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "referral_tiers_threshold" CHECK ("referral_tiers"."threshold" >= 1),
	CONSTRAINT "referral_tiers_days" CHECK ("referral_tiers"."reward_days" >= 1)
);
--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_id_users_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_tier_id_referral_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."referral_tiers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_key" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "referrals_source_idx" ON "referrals" USING btree ("referrer_id","source_hash","created_at");--> statement-breakpoint
CREATE INDEX "referrals_uncounted_idx" ON "referrals" USING btree ("created_at") WHERE "referrals"."counted_at" is null and "referrals"."refusal" is null;--> statement-breakpoint
CREATE INDEX "referral_rewards_due_idx" ON "referral_rewards" USING btree ("period_ends_at") WHERE "referral_rewards"."kind" = 'plan_period' and "referral_rewards"."ended_at" is null;