ALTER TABLE "analysis" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis" ADD COLUMN "image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "analysis_title_idx" ON "analysis" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "analysis_publication_idx" ON "analysis" USING btree ("is_published","publish_at");--> statement-breakpoint
CREATE INDEX "branches_title_idx" ON "branches" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "branches_publication_idx" ON "branches" USING btree ("is_published","publish_at");--> statement-breakpoint
CREATE INDEX "comments_title_idx" ON "comments" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "comments_publication_idx" ON "comments" USING btree ("is_published","publish_at");--> statement-breakpoint
CREATE INDEX "news_title_idx" ON "news" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "news_publication_idx" ON "news" USING btree ("is_published","publish_at");--> statement-breakpoint
CREATE INDEX "organizations_title_idx" ON "organizations" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "organizations_publication_idx" ON "organizations" USING btree ("is_published","publish_at");--> statement-breakpoint
CREATE INDEX "partners_title_idx" ON "partners" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "partners_publication_idx" ON "partners" USING btree ("is_published","publish_at");