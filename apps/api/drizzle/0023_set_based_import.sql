CREATE TABLE "royalty_line_splits" (
	"line_id" uuid NOT NULL,
	"split_id" uuid NOT NULL,
	"collaborator_id" uuid NOT NULL,
	"basis_points" integer NOT NULL,
	"share_amount" bigint NOT NULL,
	"recoup_amount" bigint NOT NULL,
	CONSTRAINT "royalty_line_splits_line_id_split_id_pk" PRIMARY KEY("line_id","split_id")
);
--> statement-breakpoint
ALTER TABLE "royalty_lines" DROP CONSTRAINT "royalty_lines_import_id_royalty_imports_id_fk";
--> statement-breakpoint
ALTER TABLE "royalty_lines" DROP CONSTRAINT "royalty_lines_track_id_tracks_id_fk";
--> statement-breakpoint
ALTER TABLE "royalty_lines" DROP CONSTRAINT "royalty_lines_release_id_releases_id_fk";
--> statement-breakpoint
ALTER TABLE "royalty_lines" DROP CONSTRAINT "royalty_lines_owner_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "royalty_lines" ADD COLUMN "owner_amount" bigint;--> statement-breakpoint
ALTER TABLE "royalty_lines" ADD COLUMN "platform_amount" bigint;--> statement-breakpoint
ALTER TABLE "royalty_lines" ADD COLUMN "owner_basis_points" integer;--> statement-breakpoint
ALTER TABLE "royalty_lines" ADD COLUMN "posted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "royalty_lines" ADD COLUMN "transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "royalty_line_splits" ADD CONSTRAINT "royalty_line_splits_line_id_royalty_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."royalty_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_line_splits" ADD CONSTRAINT "royalty_line_splits_split_id_splits_id_fk" FOREIGN KEY ("split_id") REFERENCES "public"."splits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_line_splits" ADD CONSTRAINT "royalty_line_splits_collaborator_id_users_id_fk" FOREIGN KEY ("collaborator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "royalty_line_splits_collaborator_idx" ON "royalty_line_splits" USING btree ("collaborator_id");--> statement-breakpoint
CREATE INDEX "royalty_line_splits_split_idx" ON "royalty_line_splits" USING btree ("split_id");--> statement-breakpoint
CREATE INDEX "royalty_lines_owner_idx" ON "royalty_lines" USING btree ("owner_id","posted_at");--> statement-breakpoint
-- numeric to bigint, rounded half to even (a report's earnings times its rate, in units of 10^-8).
CREATE FUNCTION royalty_round_half_even(v numeric) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (CASE WHEN v - floor(v) > 0.5 OR (v - floor(v) = 0.5 AND mod(floor(v), 2) <> 0)
    THEN floor(v) + 1 ELSE floor(v) END)::bigint;
--> statement-breakpoint
-- The owner's part of a line's earnings at `percent` (Soundpost gets the rest): splitAmount's
-- largest remainder with weights (percent, 100 - percent), which is the exact part rounded half
-- up (ties to the owner), on the amount's absolute value.
CREATE FUNCTION royalty_owner_share(amount bigint, percent integer) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN sign(amount)::bigint * (abs(amount) * percent / 100
    + CASE WHEN abs(amount) * percent % 100 >= 50 THEN 1 ELSE 0 END);
--> statement-breakpoint
-- Lines posted one transaction per line before this migration carry their parts from now on.
UPDATE "royalty_lines" l SET "owner_amount" = x.owner, "platform_amount" = x.platform,
  "owner_basis_points" = x.points, "posted_at" = x.posted_at, "transaction_id" = x.id
FROM (
  SELECT t.id, t.royalty_line_id, t.posted_at,
    coalesce(sum(p.amount) FILTER (WHERE a.kind = 'artist_royalties'
      AND (p.split_part IS NULL OR p.split_part = 'rest')), 0) AS owner,
    coalesce(sum(p.amount) FILTER (WHERE a.kind = 'platform_share'), 0) AS platform,
    max(s.owner_points) AS points
  FROM "ledger_transactions" t
  JOIN "ledger_postings" p ON p.transaction_id = t.id
  JOIN "ledger_accounts" a ON a.id = p.account_id
  LEFT JOIN LATERAL (SELECT 10000 - sum(q.split_basis_points) AS owner_points
    FROM "ledger_postings" q WHERE q.transaction_id = t.id AND q.split_part = 'share'
    HAVING count(*) > 0) s ON true
  WHERE t.kind IN ('royalty_line', 'unmatched_assigned')
  GROUP BY t.id
) x
WHERE l.id = x.royalty_line_id;
--> statement-breakpoint
INSERT INTO "royalty_line_splits"
SELECT t.royalty_line_id, p.split_id, a.user_id, s.basis_points,
  coalesce(sum(p.amount) FILTER (WHERE p.split_part = 'share'), 0),
  coalesce(sum(p.amount) FILTER (WHERE p.split_part = 'recoup'), 0)
FROM "ledger_postings" p
JOIN "ledger_transactions" t ON t.id = p.transaction_id
JOIN "ledger_accounts" a ON a.id = p.account_id
JOIN "splits" s ON s.id = p.split_id
WHERE p.split_id IS NOT NULL AND t.royalty_line_id IS NOT NULL
GROUP BY t.royalty_line_id, p.split_id, a.user_id, s.basis_points;
