CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"filename" text NOT NULL,
	"size" bigint NOT NULL,
	"format" text,
	"original_key" text,
	"delivery_key" text,
	"thumbnail_keys" jsonb,
	"width" integer,
	"height" integer,
	"analysis" jsonb,
	"verdict" jsonb,
	"intro_or_outro" boolean DEFAULT false NOT NULL,
	"failure_code" text,
	"failure_params" jsonb,
	"qc_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_failure_check" CHECK (("uploads"."status" = 'failed') = ("uploads"."failure_code" is not null)),
	CONSTRAINT "uploads_size_check" CHECK ("uploads"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_owner_created_idx" ON "uploads" USING btree ("owner_id","created_at");