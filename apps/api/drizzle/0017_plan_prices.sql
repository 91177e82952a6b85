CREATE TABLE "plan_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"set_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_prices_amount_not_negative" CHECK ("plan_prices"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "plan_prices_plan_effective_idx" ON "plan_prices" USING btree ("plan","effective_from");--> statement-breakpoint
CREATE FUNCTION "plan_prices_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'plan_prices is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "plan_prices_no_update_delete" BEFORE UPDATE OR DELETE ON "plan_prices" FOR EACH ROW EXECUTE FUNCTION "plan_prices_append_only"();--> statement-breakpoint
CREATE TRIGGER "plan_prices_no_truncate" BEFORE TRUNCATE ON "plan_prices" FOR EACH STATEMENT EXECUTE FUNCTION "plan_prices_append_only"();
