CREATE TABLE "mastering_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filename" text NOT NULL,
	"source_upload_id" uuid NOT NULL,
	"reference_upload_id" uuid,
	"duration_seconds" double precision NOT NULL,
	"preset" text NOT NULL,
	"loop_start_seconds" double precision NOT NULL,
	"stage" text NOT NULL,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failure_code" text,
	"source_analysis" jsonb,
	"reference_analysis" jsonb,
	"preview_report" jsonb,
	"preview_gains" jsonb,
	"preview_revision" integer,
	"master_revision" integer,
	"master_report" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mastering_projects_failure_check" CHECK (("mastering_projects"."status" = 'failed') = ("mastering_projects"."failure_code" is not null))
);
--> statement-breakpoint
ALTER TABLE "mastering_projects" ADD CONSTRAINT "mastering_projects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mastering_projects" ADD CONSTRAINT "mastering_projects_source_upload_id_uploads_id_fk" FOREIGN KEY ("source_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mastering_projects" ADD CONSTRAINT "mastering_projects_reference_upload_id_uploads_id_fk" FOREIGN KEY ("reference_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mastering_projects_owner_created_idx" ON "mastering_projects" USING btree ("owner_id","created_at","id");