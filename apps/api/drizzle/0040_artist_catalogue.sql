ALTER TABLE "artists" ADD COLUMN "in_catalogue" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "artists_catalogue_followers_idx" ON "artists" USING btree ("followers","id") WHERE "artists"."in_catalogue";--> statement-breakpoint
CREATE INDEX "artists_catalogue_name_idx" ON "artists" USING btree (lower("name"),"id") WHERE "artists"."in_catalogue";--> statement-breakpoint
CREATE INDEX "artists_catalogue_created_idx" ON "artists" USING btree ("created_at","id") WHERE "artists"."in_catalogue";--> statement-breakpoint
CREATE INDEX "artists_catalogue_country_genre_idx" ON "artists" USING btree ("country","main_genre","followers","id") WHERE "artists"."in_catalogue";--> statement-breakpoint
CREATE INDEX "artists_catalogue_search_idx" ON "artists" USING gin (to_tsvector('simple', "name")) WHERE "artists"."in_catalogue";--> statement-breakpoint
CREATE INDEX "smart_links_release_idx" ON "smart_links" USING btree ("release_id");