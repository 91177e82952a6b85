CREATE TABLE "tool_quotas" (
	"plan" text NOT NULL,
	"tool" text NOT NULL,
	"monthly_allowance" integer,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "tool_quotas_plan_tool_pk" PRIMARY KEY("plan","tool"),
	CONSTRAINT "tool_quotas_allowance_not_negative" CHECK ("tool_quotas"."monthly_allowance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tool_usage" (
	"user_id" uuid NOT NULL,
	"tool" text NOT NULL,
	"month" date NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "tool_usage_user_id_tool_month_pk" PRIMARY KEY("user_id","tool","month"),
	CONSTRAINT "tool_usage_used_not_negative" CHECK ("tool_usage"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lyrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"genre" text NOT NULL,
	"mood" text NOT NULL,
	"language" text NOT NULL,
	"dedicated_to" text,
	"chorus" text,
	"custom_words" text[] NOT NULL,
	"text" text NOT NULL,
	"provider" text NOT NULL,
	"model" text,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tool_usage" ADD CONSTRAINT "tool_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lyrics" ADD CONSTRAINT "lyrics_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lyrics_owner_created_idx" ON "lyrics" USING btree ("owner_id","created_at","id");