CREATE TABLE "inquiry_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"author_user_id" integer,
	"author_name" text NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_claims" (
	"key" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"item_id" integer NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"useful" boolean NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer
);
--> statement-breakpoint
CREATE TABLE "pending_revisions" (
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"author_user_id" integer,
	"author_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_revisions_entity_entity_id_pk" PRIMARY KEY("entity","entity_id")
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"requested_by" integer,
	"requested_by_email" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_by_email" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "reviewed_on" date;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "next_review_on" date;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "reviewer_name" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "review_owner_id" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "reviewed_on" date;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "next_review_on" date;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "reviewer_name" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "review_owner_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_choices" jsonb DEFAULT '{"kinds":{}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_entries" ADD CONSTRAINT "inquiry_entries_inquiry_id_contact_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."contact_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_entries" ADD CONSTRAINT "inquiry_entries_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_feedback" ADD CONSTRAINT "page_feedback_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_revisions" ADD CONSTRAINT "pending_revisions_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_entries_inquiry_idx" ON "inquiry_entries" USING btree ("inquiry_id","id");--> statement-breakpoint
CREATE INDEX "page_feedback_page_idx" ON "page_feedback" USING btree ("page","item_id","created_at");--> statement-breakpoint
CREATE INDEX "page_feedback_created_idx" ON "page_feedback" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_pending_key" ON "review_requests" USING btree ("entity","entity_id") WHERE "review_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "review_requests_status_idx" ON "review_requests" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "review_requests_entity_idx" ON "review_requests" USING btree ("entity","entity_id","id");--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD CONSTRAINT "contact_inquiries_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_review_owner_id_users_id_fk" FOREIGN KEY ("review_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_review_owner_id_users_id_fk" FOREIGN KEY ("review_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_inquiries_inbox_idx" ON "contact_inquiries" USING btree ("department","status","submitted_at");--> statement-breakpoint
CREATE INDEX "contact_inquiries_assignee_idx" ON "contact_inquiries" USING btree ("assignee_id","status");--> statement-breakpoint
CREATE INDEX "news_next_review_idx" ON "news" USING btree ("next_review_on");--> statement-breakpoint
CREATE INDEX "organizations_next_review_idx" ON "organizations" USING btree ("next_review_on");--> statement-breakpoint
UPDATE "contact_inquiries" SET "status" = 'closed', "status_changed_at" = "handled_at" WHERE "handled_at" IS NOT NULL;
