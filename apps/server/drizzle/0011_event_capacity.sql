ALTER TABLE "event_registrations" ADD COLUMN "status" text DEFAULT 'booked' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "stand_capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sponsor_capacity" integer;--> statement-breakpoint
ALTER TABLE "sponsor_registrations" ADD COLUMN "status" text DEFAULT 'booked' NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsor_registrations" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "event_registrations_event_status_idx" ON "event_registrations" USING btree ("event_id","status","created_at");--> statement-breakpoint
CREATE INDEX "sponsor_registrations_event_status_idx" ON "sponsor_registrations" USING btree ("event_id","status","created_at");