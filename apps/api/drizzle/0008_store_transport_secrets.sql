ALTER TABLE "stores" ADD COLUMN "transport_secrets" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "catalogue_overridden" boolean DEFAULT false NOT NULL;