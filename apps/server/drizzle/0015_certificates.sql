CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial" text NOT NULL,
	"event_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by" integer
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_education" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"credit_hours" numeric(6, 2) NOT NULL,
	"words" jsonb NOT NULL,
	"certificate_language" text DEFAULT 'registrant' NOT NULL,
	"evaluation_required" boolean DEFAULT true NOT NULL,
	"questions" jsonb NOT NULL,
	"closed_at" timestamp with time zone,
	"follow_up_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "certificate_name" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "name_corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "follow_up_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "evaluation_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_education" ADD CONSTRAINT "event_education_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_serial_key" ON "certificates" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_valid_key" ON "certificates" USING btree ("registration_id") WHERE "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "certificates_event_idx" ON "certificates" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_registration_key" ON "evaluations" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "evaluations_event_idx" ON "evaluations" USING btree ("event_id");