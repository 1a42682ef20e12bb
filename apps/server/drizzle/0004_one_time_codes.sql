CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sends_in_window" integer DEFAULT 1 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
DROP TABLE "password_reset_codes" CASCADE;--> statement-breakpoint
DROP TABLE "verification_codes" CASCADE;--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_codes_purpose_target_key" ON "one_time_codes" USING btree ("purpose","target");