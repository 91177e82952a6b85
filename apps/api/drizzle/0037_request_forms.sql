CREATE TABLE "form_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"request_id" uuid,
	"filename" text NOT NULL,
	"format" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author_id" uuid,
	"from_team" boolean NOT NULL,
	"body" text NOT NULL,
	"status" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"form_id" text NOT NULL,
	"status" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_attachments" ADD CONSTRAINT "form_attachments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_attachments" ADD CONSTRAINT "form_attachments_request_id_form_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."form_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_messages" ADD CONSTRAINT "form_messages_request_id_form_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."form_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_requests" ADD CONSTRAINT "form_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_attachments_request_idx" ON "form_attachments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "form_attachments_loose_idx" ON "form_attachments" USING btree ("created_at") WHERE "form_attachments"."request_id" is null;--> statement-breakpoint
CREATE INDEX "form_messages_request_idx" ON "form_messages" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "form_requests_owner_created_idx" ON "form_requests" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "form_requests_status_created_idx" ON "form_requests" USING btree ("status","created_at");