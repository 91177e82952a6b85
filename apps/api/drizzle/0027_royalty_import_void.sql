DROP INDEX "royalty_imports_content_hash_key";--> statement-breakpoint
ALTER TABLE "royalty_imports" ADD COLUMN "stores" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "royalty_imports" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "royalty_imports" ADD COLUMN "voided_by" uuid;--> statement-breakpoint
ALTER TABLE "royalty_imports" ADD CONSTRAINT "royalty_imports_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "royalty_imports_content_hash_key" ON "royalty_imports" USING btree ("content_hash") WHERE "royalty_imports"."voided_at" is null;--> statement-breakpoint
-- The stores of the imports made before this column: those their lines name, in line order.
UPDATE "royalty_imports" i SET "stores" = coalesce(
  (SELECT array_agg(s.store ORDER BY s.first) FROM (
    SELECT d.store, min(d.line_number) AS first FROM "royalty_line_details" d
    WHERE d.import_id = i.id GROUP BY d.store ORDER BY first LIMIT 100) s),
  ARRAY[i.store]);
