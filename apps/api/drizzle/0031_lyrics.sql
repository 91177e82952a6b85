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
ALTER TABLE "tool_usage" ADD CONSTRAINT "tool_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;