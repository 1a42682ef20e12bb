DROP INDEX "event_registrations_event_email_key";--> statement-breakpoint
DROP INDEX "sponsor_registrations_event_email_key";--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "booking_token_hash" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "ticket_hash" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "short_code" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "attended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "attended_by" integer;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "attended_by_name" text;--> statement-breakpoint
ALTER TABLE "sponsor_registrations" ADD COLUMN "booking_token_hash" text;--> statement-breakpoint
ALTER TABLE "sponsor_registrations" ADD COLUMN "ticket_hash" text;--> statement-breakpoint
ALTER TABLE "sponsor_registrations" ADD COLUMN "short_code" text;--> statement-breakpoint
ALTER TABLE "sponsor_registrations" ADD COLUMN "attended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sponsor_registrations" ADD COLUMN "attended_by" integer;--> statement-breakpoint
ALTER TABLE "sponsor_registrations" ADD COLUMN "attended_by_name" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_attended_by_users_id_fk" FOREIGN KEY ("attended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_registrations" ADD CONSTRAINT "sponsor_registrations_attended_by_users_id_fk" FOREIGN KEY ("attended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_booking_token_key" ON "event_registrations" USING btree ("booking_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_ticket_key" ON "event_registrations" USING btree ("ticket_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_event_short_code_key" ON "event_registrations" USING btree ("event_id","short_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_registrations_booking_token_key" ON "sponsor_registrations" USING btree ("booking_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_registrations_ticket_key" ON "sponsor_registrations" USING btree ("ticket_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_registrations_event_short_code_key" ON "sponsor_registrations" USING btree ("event_id","short_code");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_event_email_key" ON "event_registrations" USING btree ("event_id","email") WHERE "event_registrations"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_registrations_event_email_key" ON "sponsor_registrations" USING btree ("event_id","email") WHERE "sponsor_registrations"."status" <> 'cancelled';