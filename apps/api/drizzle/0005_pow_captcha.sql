-- Image captchas still waiting for an answer cannot be solved any more: the table now lists used proof-of-work challenges.
DELETE FROM "captchas";--> statement-breakpoint
ALTER TABLE "captchas" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "captchas" ALTER COLUMN "used_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "captchas" DROP COLUMN "answer_hash";